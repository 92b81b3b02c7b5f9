import { makeTask } from '@/testing/build-task-fixtures'
import { makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import {
  HOME_SUGGESTIONS,
  OFFLINE_CAN_BUILD,
  OFFLINE_EXAMPLES,
} from '@kiln/contract/suggestions'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const models = {
  models: [
    { id: 'gpt-4o', label: 'GPT-4o', provider: 'openai', ownKey: true },
    { id: 'offline', label: 'Offline generator', provider: 'offline' },
    {
      id: 'anthropic:claude-sonnet-4.6',
      label: 'Claude Sonnet 4.6',
      provider: 'anthropic',
      unavailable: 'needs an Anthropic key',
    },
  ],
  defaultModelId: 'offline',
}

function serveHome(searchStatus = 404) {
  server.use(
    http.get('/api/models', () => HttpResponse.json(models)),
    http.post('/api/search/mcp-servers', () =>
      searchStatus === 200
        ? HttpResponse.json({ results: [{ _id: 'm1', name: 'Linear' }] })
        : new HttpResponse(null, { status: searchStatus })
    ),
    http.post('/api/search/apis', () =>
      searchStatus === 200
        ? HttpResponse.json({ results: [] })
        : new HttpResponse(null, { status: searchStatus })
    )
  )
}

describe('home', () => {
  it('starts a project on Enter and opens it in the studio', async () => {
    serveHome(200)
    let body: unknown
    server.use(
      http.post('/api/build_task', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          makeTask({ _id: 't-new', projectId: 'p-new' }),
          { status: 201 }
        )
      })
    )
    signIn()
    const { router } = renderApp('/home')
    const user = userEvent.setup()
    const model = await screen.findByRole('combobox', { name: 'Model' })
    await waitFor(() => expect(model).toHaveValue('offline'))
    expect(
      screen.getByRole('option', { name: 'Offline generator' })
    ).toBeInTheDocument()
    expect(
      screen.getByRole('option', { name: 'GPT-4o (your key)' })
    ).toBeEnabled()
    expect(
      screen.getByRole('option', {
        name: 'Claude Sonnet 4.6 (needs an Anthropic key)',
      })
    ).toBeDisabled()
    // Models without a key are grouped apart, with where to add one.
    expect(
      screen.getByRole('group', { name: 'Need a key (add one in Settings)' })
    ).toContainElement(
      screen.getByRole('option', {
        name: 'Claude Sonnet 4.6 (needs an Anthropic key)',
      })
    )
    expect(
      screen.getByRole('link', { name: 'Add a model key in Settings' })
    ).toHaveAttribute('href', '/settings#provider-keys')
    await user.click(screen.getByRole('button', { name: 'Integrations' }))
    await user.click(
      await screen.findByRole('menuitemcheckbox', { name: 'Linear' })
    )
    await user.keyboard('{Escape}')
    const box = screen.getByRole('textbox', { name: 'Describe your app' })
    await user.type(box, 'A todo app{Shift>}{Enter}{/Shift}with tags')
    expect(box).toHaveValue('A todo app\nwith tags')
    await user.type(box, '{Enter}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/build-studio')
    )
    expect(router.state.location.search).toMatchObject({
      taskId: 't-new',
      projectId: 'p-new',
      preselectedMcpIds: 'm1',
    })
    expect(body).toEqual({
      prompt: 'A todo app\nwith tags',
      preselectedMcpIds: ['m1'],
    })
  }, 40_000)

  it("offers a team workspace's own MCP servers and APIs next to the user's", async () => {
    serveHome(200)
    let body: unknown
    server.use(
      http.get('/api/workspaces', () =>
        HttpResponse.json({
          workspaces: [
            makeWorkspace({ current: false }),
            makeWorkspace({ id: 'ws-team', kind: 'team', role: 'editor' }),
          ],
        })
      ),
      http.get('/api/workspaces/ws-team/mcp-servers', () =>
        HttpResponse.json({ servers: [] })
      ),
      http.get('/api/workspaces/ws-team/apis', () =>
        HttpResponse.json({ apis: [{ _id: 'wa1', name: 'Billing' }] })
      ),
      http.post('/api/build_task', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          makeTask({ _id: 't-new', projectId: 'p-new' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp('/home')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Integrations' })
    )
    await user.click(
      await screen.findByRole('menuitemcheckbox', {
        name: 'Billing (workspace)',
      })
    )
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Linear' })
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.type(
      screen.getByRole('textbox', { name: 'Describe your app' }),
      'Invoices{Enter}'
    )
    await waitFor(() =>
      expect(body).toEqual({
        prompt: 'Invoices',
        preselectedApiIds: ['wa1'],
      })
    )
  }, 40_000)

  it('shows "No integrations yet" when the search routes do not exist', async () => {
    serveHome(404)
    signIn()
    renderApp('/home')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Integrations' })
    )
    expect(await screen.findByText('No integrations yet')).toBeVisible()
    expect(
      screen.getByRole('link', { name: /Add MCP servers/ })
    ).toHaveAttribute('href', '/integrations')
  })

  it('clears the search and replaces the history entry', async () => {
    serveHome()
    signIn()
    const { router } = renderApp('/home?taskId=x')
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
    expect(router.history.length).toBe(1)
  })
})

describe('home suggestions', () => {
  it('offers the chips the generators can build and fills the prompt with one', async () => {
    serveHome()
    signIn()
    renderApp('/home')
    const user = userEvent.setup()
    for (const chip of HOME_SUGGESTIONS) {
      expect(await screen.findByRole('button', { name: chip })).toBeVisible()
    }
    await user.click(screen.getByRole('button', { name: HOME_SUGGESTIONS[2] }))
    expect(
      screen.getByRole('textbox', { name: 'Describe your app' })
    ).toHaveValue(HOME_SUGGESTIONS[2])
  }, 40_000)
})

describe('home with the offline generator only', () => {
  it('says what the offline generator builds and offers examples that fill the box', async () => {
    server.use(
      http.get('/api/models', () =>
        HttpResponse.json({
          models: [
            { id: 'offline', label: 'Offline generator', provider: 'offline' },
            {
              id: 'gpt-5',
              label: 'GPT-5',
              provider: 'openai',
              unavailable: 'needs an OpenAI key',
            },
          ],
          defaultModelId: 'offline',
        })
      )
    )
    signIn()
    renderApp('/home')
    const user = userEvent.setup()
    expect(
      await screen.findByText(`${OFFLINE_CAN_BUILD} Try one of these:`)
    ).toBeVisible()
    const examples = screen.getByRole('list', { name: 'Examples' })
    expect(
      within(examples)
        .getAllByRole('button')
        .map((b) => b.textContent)
    ).toEqual([...OFFLINE_EXAMPLES])
    await user.click(
      within(examples).getByRole('button', { name: OFFLINE_EXAMPLES[1] })
    )
    expect(
      screen.getByRole('textbox', { name: 'Describe your app' })
    ).toHaveValue(OFFLINE_EXAMPLES[1])
  }, 40_000)

  it('does not say it when a model is set up', async () => {
    serveHome()
    signIn()
    renderApp('/home')
    expect(
      await screen.findByRole('list', { name: 'Suggestions' })
    ).toBeVisible()
    expect(screen.queryByText(/offline generator/)).toBeNull()
  }, 40_000)
})
