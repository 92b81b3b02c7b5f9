import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  closeOverlaysAfterEach,
  makeApi,
  makeServer,
  serveLists,
} from './testing/integration-fixtures'

closeOverlaysAfterEach()

describe('/integrations loader', () => {
  it('shows the loading screen on navigation, then the lists', async () => {
    signIn()
    // /home's integrations picker shares the lists' cache entries: start elsewhere.
    const { router } = renderApp('/about')
    await screen.findByRole('heading', { name: 'About Kiln' })
    server.use(
      http.post('/api/search/mcp-servers', async () => {
        await delay(700)
        return HttpResponse.json({ results: [makeServer()] })
      }),
      http.post('/api/search/apis', () => HttpResponse.json({ results: [] }))
    )
    void router.navigate({ to: '/integrations' })
    expect(
      await screen.findByText('Loading MCP Servers & APIs...')
    ).toBeInTheDocument()
    expect(screen.getByText('Please wait a moment')).toBeInTheDocument()
    expect(
      await screen.findByRole('article', { name: 'Docs Server' })
    ).toBeInTheDocument()
    expect(screen.queryByText('Please wait a moment')).not.toBeInTheDocument()
  })

  it('shows the loading screen on a direct visit too', async () => {
    server.use(
      http.get('/api/users/:userId/profile', async () => {
        await delay(400)
        return HttpResponse.json({ success: true, user: makeProfile() })
      }),
      http.post('/api/search/mcp-servers', async () => {
        await delay(700)
        return HttpResponse.json({ results: [makeServer()] })
      }),
      http.post('/api/search/apis', () => HttpResponse.json({ results: [] }))
    )
    signIn()
    renderApp('/integrations')
    expect(
      await screen.findByText('Loading MCP Servers & APIs...')
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
    expect(
      await screen.findByRole('article', { name: 'Docs Server' })
    ).toBeInTheDocument()
    expect(screen.queryByText('Please wait a moment')).not.toBeInTheDocument()
  })

  it('shows the error component for an unexpected structure, and retries', async () => {
    let answer: object = { results: 'nope' }
    server.use(
      http.post('/api/search/mcp-servers', () => HttpResponse.json(answer)),
      http.post('/api/search/apis', () => HttpResponse.json({ results: [] }))
    )
    signIn()
    renderApp('/integrations')
    expect(
      await screen.findByText('Failed to load integrations')
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Unexpected data structure for MCP servers/)
    ).toBeInTheDocument()
    answer = { results: [makeServer()] }
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('article', { name: 'Docs Server' })
    ).toBeInTheDocument()
  })

  it('reports an APIs answer without a results array', async () => {
    server.use(
      http.post('/api/search/apis', () => HttpResponse.json({ apis: [] }))
    )
    signIn()
    renderApp('/integrations')
    expect(
      await screen.findByText(/Unexpected data structure for APIs/)
    ).toBeInTheDocument()
  })

  it('sends the user to /login when authentication fails while loading', async () => {
    server.use(
      http.post('/api/search/mcp-servers', () =>
        HttpResponse.json(null, { status: 401 })
      ),
      http.post('/api/refresh-token', () =>
        HttpResponse.json(null, { status: 401 })
      )
    )
    signIn()
    const { router } = renderApp('/integrations')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('/integrations cards', () => {
  it('shows a user server: icon, status, URL link, date, Edit, delete, labels', async () => {
    serveLists([
      makeServer(),
      makeServer({ _id: 's2', name: 'Broken', connectionStatus: 'FAILED' }),
      makeServer({ _id: 's3', name: 'New', connectionStatus: 'PENDING' }),
    ])
    signIn()
    renderApp('/integrations')
    const card = await screen.findByRole('article', { name: 'Docs Server' })
    const inCard = within(card)
    expect(inCard.getByTestId('fallback-icon')).toBeInTheDocument()
    expect(inCard.getByText('Online')).toBeInTheDocument()
    expect(
      inCard.getByRole('link', { name: 'https://mcp.example.com/mcp' })
    ).toHaveAttribute('href', 'https://mcp.example.com/mcp')
    expect(inCard.getByText('Updated 22 Nov 2026')).toBeInTheDocument()
    expect(inCard.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(
      inCard.getByRole('button', { name: 'Delete Docs Server' })
    ).toBeInTheDocument()
    expect(inCard.getByText('API')).toBeInTheDocument()
    expect(inCard.getByText('Customize')).toBeInTheDocument()
    const broken = screen.getByRole('article', { name: 'Broken' })
    expect(within(broken).getByText('Failed')).toBeInTheDocument()
    const untested = screen.getByRole('article', { name: 'New' })
    expect(within(untested).getByText('Untested')).toBeInTheDocument()
  })

  it('shows an official server: logo, MCP/Official, Details, no URL or delete', async () => {
    serveLists([
      makeServer({
        name: 'Linear',
        isOfficial: true,
        authType: 'oauth',
        pictureUrl: '/logos/linear.svg',
      }),
    ])
    signIn()
    renderApp('/integrations')
    const card = await screen.findByRole('article', { name: 'Linear' })
    const inCard = within(card)
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      '/logos/linear.svg'
    )
    expect(inCard.getByText('MCP')).toBeInTheDocument()
    expect(inCard.getByText('Official')).toBeInTheDocument()
    expect(inCard.getByRole('button', { name: 'Details' })).toBeInTheDocument()
    expect(inCard.queryByRole('link')).not.toBeInTheDocument()
    expect(inCard.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(
      inCard.getByRole('button', { name: 'Authenticate' })
    ).toBeInTheDocument()
  })

  it('truncates a name over 50 and a description over 100 characters, with tooltips', async () => {
    const longName = 'N'.repeat(51)
    const longDescription = 'D'.repeat(101)
    serveLists([
      makeServer({ name: 'M'.repeat(50), description: 'E'.repeat(100) }),
      makeServer({ _id: 's2', name: longName, description: longDescription }),
    ])
    signIn()
    renderApp('/integrations')
    const exact = await screen.findByRole('article', { name: 'M'.repeat(50) })
    expect(within(exact).getByText('M'.repeat(50))).toBeInTheDocument()
    expect(within(exact).getByText('E'.repeat(100))).toBeInTheDocument()
    const long = screen.getByRole('article', { name: longName })
    const shortName = within(long).getByText(`${'N'.repeat(50)}...`)
    within(long).getByText(`${'D'.repeat(100)}...`)
    const user = userEvent.setup()
    await user.hover(shortName)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(longName)
  })

  it('deletes a server after confirmation', async () => {
    const servers = [makeServer()]
    let deleted = ''
    serveLists(servers)
    server.use(
      http.delete('/api/mcp-servers/:id', ({ params }) => {
        deleted = String(params.id)
        servers.pop()
        return HttpResponse.json({ success: true, _id: deleted })
      })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Delete Docs Server' })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete MCP Server',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No MCP servers yet.')).toBeInTheDocument()
    expect(deleted).toBe('s1')
  })

  it('lists custom APIs as API / Customize cards', async () => {
    serveLists([], [makeApi({ connectionStatus: 'SUCCESS' })])
    signIn()
    renderApp('/integrations')
    const card = await screen.findByRole('article', { name: 'Weather API' })
    expect(within(card).getByText('API')).toBeInTheDocument()
    expect(within(card).getByText('Customize')).toBeInTheDocument()
    expect(within(card).getByText('Online')).toBeInTheDocument()
    expect(within(card).getByText('Updated 20 Nov 2026')).toBeInTheDocument()
  })
})
