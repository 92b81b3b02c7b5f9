import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  closeOverlaysAfterEach,
  makeApi,
  serveLists,
} from '../testing/integration-fixtures'

closeOverlaysAfterEach()

const openapi = JSON.stringify({
  openapi: '3.0.0',
  paths: {
    '/forecast': { get: { summary: 'Daily forecast' } },
    '/alerts': { post: {} },
  },
})

describe('custom APIs', () => {
  it('creates an API with a bearer token and lists its operations', async () => {
    const apis = [makeApi()]
    serveLists([], apis)
    let body: unknown
    server.use(
      http.post('/api/apis', async ({ request }) => {
        body = await request.json()
        const api = makeApi({ _id: 'a2', name: 'Tides' })
        apis.push(api)
        return HttpResponse.json({ success: true, api })
      })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add API' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Add API' }))
    await user.click(panel.getByRole('button', { name: 'Create API' }))
    expect(panel.getByText('API name is required.')).toBeInTheDocument()
    expect(panel.getByText('Base URL is required.')).toBeInTheDocument()
    await user.type(panel.getByLabelText('Name'), 'Tides')
    await user.type(panel.getByLabelText('Base URL'), 'ftp://tides')
    expect(
      panel.getByText('Base URL must start with http:// or https://')
    ).toBeInTheDocument()
    await user.clear(panel.getByLabelText('Base URL'))
    await user.type(panel.getByLabelText('Base URL'), 'https://tides.test')
    await user.selectOptions(panel.getByLabelText('Authentication'), 'bearer')
    await user.click(panel.getByRole('button', { name: 'Create API' }))
    expect(
      panel.getByText('A secret is required for this authentication.')
    ).toBeInTheDocument()
    await user.type(panel.getByLabelText('Bearer Token'), 'sekret')
    await user.click(panel.getByLabelText('OpenAPI Document (JSON, optional)'))
    await user.paste(openapi)
    const operations = panel.getByRole('list', { name: 'Operations' })
    expect(operations).toHaveTextContent('GET/forecastDaily forecast')
    expect(operations).toHaveTextContent('POST/alerts')
    await user.click(panel.getByRole('button', { name: 'Create API' }))
    expect(
      await screen.findByRole('article', { name: 'Tides' })
    ).toBeInTheDocument()
    expect(body).toEqual({
      name: 'Tides',
      baseUrl: 'https://tides.test',
      description: '',
      authType: 'bearer',
      secret: 'sekret',
      openapiSpec: openapi,
    })
  })

  it('says a too-long description as a sentence, not as schema text', async () => {
    serveLists([], [])
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add API' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Add API' }))
    await user.type(panel.getByLabelText('Name'), 'Tides')
    await user.type(panel.getByLabelText('Base URL'), 'https://tides.test')
    await user.click(panel.getByLabelText('Description'))
    await user.paste('x'.repeat(1001))
    await user.click(panel.getByRole('button', { name: 'Create API' }))
    expect(
      panel.getByText('Description must be at most 1000 characters.')
    ).toBeInTheDocument()
    expect(panel.queryByText(/Too big/)).not.toBeInTheDocument()
  })

  it('edits, tests and deletes an API', async () => {
    const apis = [
      makeApi({ authType: 'header', headerName: 'X-Key', hasSecret: true }),
    ]
    serveLists([], apis)
    let patch: unknown
    server.use(
      http.patch('/api/apis/:id', async ({ request }) => {
        patch = await request.json()
        return HttpResponse.json({ success: true, api: apis[0] })
      }),
      http.post('/api/apis/:id/test', () =>
        HttpResponse.json({
          api: apis[0],
          result: { ok: false, status: 503, message: 'Answered 503' },
        })
      ),
      http.delete('/api/apis/:id', () => {
        apis.pop()
        return HttpResponse.json({ success: true, _id: 'a1' })
      })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    const card = within(
      await screen.findByRole('article', { name: 'Weather API' })
    )
    await user.click(card.getByRole('button', { name: 'Edit' }))
    const panel = within(
      await screen.findByRole('dialog', { name: 'Edit API' })
    )
    expect(panel.getByLabelText('Header Name')).toHaveValue('X-Key')
    await user.type(panel.getByLabelText('Description'), ' today')
    await user.click(panel.getByRole('button', { name: 'Save Changes' }))
    await expect
      .poll(() => patch)
      .toEqual({
        name: 'Weather API',
        baseUrl: 'https://weather.example.com',
        description: 'Forecasts today',
        authType: 'header',
        headerName: 'X-Key',
      })
    await user.click(card.getByRole('button', { name: 'Test' }))
    expect(await screen.findByText('Answered 503')).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Delete Weather API' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete API' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No APIs yet.')).toBeInTheDocument()
  })

  it('asks for the secret again when the base URL moves to another origin', async () => {
    const apis = [makeApi({ authType: 'bearer', hasSecret: true })]
    serveLists([], apis)
    let patch: unknown
    server.use(
      http.patch('/api/apis/:id', async ({ request }) => {
        patch = await request.json()
        return HttpResponse.json({ success: true, api: apis[0] })
      })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    const card = within(
      await screen.findByRole('article', { name: 'Weather API' })
    )
    await user.click(card.getByRole('button', { name: 'Edit' }))
    const panel = within(
      await screen.findByRole('dialog', { name: 'Edit API' })
    )
    await user.clear(panel.getByLabelText('Base URL'))
    await user.type(panel.getByLabelText('Base URL'), 'https://elsewhere.test')
    await user.click(panel.getByRole('button', { name: 'Save Changes' }))
    expect(
      panel.getByText(
        'Enter the secret again: a stored secret is only sent to the address it was saved for.'
      )
    ).toBeInTheDocument()
    expect(patch).toBeUndefined()
    await user.type(panel.getByLabelText('Bearer Token'), 'new-secret')
    await user.click(panel.getByRole('button', { name: 'Save Changes' }))
    await expect
      .poll(() => patch)
      .toMatchObject({
        baseUrl: 'https://elsewhere.test',
        secret: 'new-secret',
      })
  })
})
