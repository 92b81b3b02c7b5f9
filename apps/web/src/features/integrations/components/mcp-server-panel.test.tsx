import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  closeOverlaysAfterEach,
  echoTool,
  makeServer,
  serveLists,
} from '../testing/integration-fixtures'

closeOverlaysAfterEach()

async function openAddPanel() {
  signIn()
  renderApp('/integrations')
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole('button', { name: 'Add MCP Server' })
  )
  const panel = await screen.findByRole('dialog', { name: 'Add MCP Server' })
  const inPanel = within(panel)
  return {
    user,
    panel: inPanel,
    name: inPanel.getByLabelText('Name'),
    url: inPanel.getByLabelText('URL'),
    testButton: inPanel.getByRole('button', { name: 'Test Connection' }),
    create: inPanel.getByRole('button', { name: 'Create Server' }),
  }
}

function serveTools(answer: () => Response | Promise<Response>) {
  const urls: string[] = []
  server.use(
    http.get('/api/mcp-tools', ({ request }) => {
      urls.push(new URL(request.url).search)
      return answer()
    })
  )
  return urls
}

describe('MCP server panel: validation', () => {
  it('shows the name and URL messages and disables the buttons', async () => {
    serveLists([makeServer()])
    const { user, panel, name, url, testButton, create } = await openAddPanel()
    expect(testButton).toBeDisabled()
    await user.type(name, 'x')
    await user.clear(name)
    expect(panel.getByText('Server name is required.')).toBeInTheDocument()
    expect(create).toBeDisabled()
    await user.type(name, 'DOCS server')
    expect(
      panel.getByText('A server with this name already exists.')
    ).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Other')
    await user.type(url, 'ftp://x')
    expect(
      panel.getByText('Server URL must start with http:// or https://')
    ).toBeInTheDocument()
    expect(testButton).toBeDisabled()
    expect(create).toBeDisabled()
    await user.clear(url)
    expect(panel.getByText('Server URL is required.')).toBeInTheDocument()
    await user.type(url, 'http://')
    expect(
      panel.getByText('Please enter a valid Server URL.')
    ).toBeInTheDocument()
    await user.clear(url)
    await user.type(url, 'https://mcp.test/mcp')
    expect(testButton).toBeEnabled()
    expect(create).toBeEnabled()
  })

  it('lets an edited server keep its own name; Test of a stored bad URL fails', async () => {
    serveLists([makeServer({ url: 'mcp.example.com' })])
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const panel = within(
      await screen.findByRole('dialog', { name: 'Edit MCP Server' })
    )
    await user.type(panel.getByLabelText('Name'), ' ')
    expect(panel.queryByText(/already exists/)).not.toBeInTheDocument()
    await user.click(panel.getByRole('button', { name: 'Test Connection' }))
    expect(
      panel.getByText('Cannot connect with an invalid URL.')
    ).toBeInTheDocument()
    expect(panel.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })
})

describe('MCP server panel: Test Connection', () => {
  it('lists the tools, then creates the server and refreshes the list', async () => {
    const servers = [makeServer()]
    serveLists(servers)
    const urls = serveTools(() =>
      HttpResponse.json({ tools: [echoTool], connectionStatus: 'SUCCESS' })
    )
    let body: unknown
    server.use(
      http.post('/api/mcp-servers', async ({ request }) => {
        body = await request.json()
        const created = makeServer({ _id: 's2', name: 'Everything' })
        servers.push(created)
        return HttpResponse.json({ success: true, server: created })
      })
    )
    const { user, panel, name, url, testButton, create } = await openAddPanel()
    await user.type(name, '  Everything ')
    await user.type(url, 'http://127.0.0.1:9000/mcp')
    await user.click(testButton)
    const tools = await panel.findByRole('list', { name: 'Tools' })
    expect(within(tools).getByText('echo')).toBeInTheDocument()
    expect(within(tools).getByText('Echoes the input')).toBeInTheDocument()
    expect(tools).toHaveTextContent('message (string) required - Text to echo')
    expect(urls).toEqual([
      `?url=${encodeURIComponent('http://127.0.0.1:9000/mcp')}`,
    ])
    await user.click(create)
    expect(
      await screen.findByRole('article', { name: 'Everything' })
    ).toBeInTheDocument()
    expect(body).toEqual({
      name: 'Everything',
      url: 'http://127.0.0.1:9000/mcp',
      description: '',
      connectionStatus: 'SUCCESS',
    })
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    )
  })

  it('fails without a tools array, blocks Create, and a URL change resets', async () => {
    serveLists([])
    serveTools(() => HttpResponse.json({ ok: true }))
    const { user, panel, name, url, testButton, create } = await openAddPanel()
    await user.type(name, 'Odd')
    await user.type(url, 'https://odd.test')
    await user.click(testButton)
    expect(
      await panel.findByText(
        'Server responded, but no tools found or invalid format.'
      )
    ).toBeInTheDocument()
    expect(create).toBeDisabled()
    await user.type(url, '/mcp')
    expect(
      panel.queryByText(/no tools found or invalid format/)
    ).not.toBeInTheDocument()
    expect(create).toBeEnabled()
  })

  it('shows the server message, or the default one', async () => {
    serveLists([])
    let answer = () =>
      HttpResponse.json(
        { error: { code: 'UPSTREAM_FAILED', message: 'Host refused' } },
        { status: 422 }
      )
    serveTools(() => answer())
    const { user, panel, url, testButton } = await openAddPanel()
    await user.type(url, 'https://down.test')
    await user.click(testButton)
    expect(await panel.findByText('Host refused')).toBeInTheDocument()
    answer = () => HttpResponse.error() as unknown as ReturnType<typeof answer>
    await user.click(testButton)
    expect(
      await panel.findByText(
        'Failed to connect to MCP server. Verify the URL and network.'
      )
    ).toBeInTheDocument()
  })

  it('says No Tools Found for a server with no tools; buttons wait for the test', async () => {
    serveLists([])
    serveTools(async () => {
      await delay(300)
      return HttpResponse.json({ tools: [], connectionStatus: 'SUCCESS' })
    })
    const { user, panel, name, url, testButton, create } = await openAddPanel()
    await user.type(name, 'Empty')
    await user.type(url, 'https://empty.test')
    await user.click(testButton)
    expect(panel.getByRole('button', { name: 'Testing...' })).toBeDisabled()
    expect(create).toBeDisabled()
    expect(
      await panel.findByText(
        'No Tools Found: The server connected successfully but reported no available tools.'
      )
    ).toBeInTheDocument()
    expect(create).toBeEnabled()
  })
})

describe('MCP server panel: a saved server', () => {
  const searchTool = { ...echoTool, name: 'search_docs' }

  async function openEdit(
    saved = makeServer({ tools: [echoTool, searchTool] })
  ) {
    serveLists([saved])
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const panel = within(
      await screen.findByRole('dialog', { name: 'Edit MCP Server' })
    )
    return { user, panel }
  }

  it('shows the tools saved with the server, and re-tests on demand', async () => {
    const urls = serveTools(() =>
      HttpResponse.json({ tools: [echoTool], connectionStatus: 'SUCCESS' })
    )
    const { user, panel } = await openEdit()
    const tools = panel.getByRole('list', { name: 'Tools' })
    expect(within(tools).getByText('echo')).toBeInTheDocument()
    expect(within(tools).getByText('search_docs')).toBeInTheDocument()
    expect(
      panel.getByText(
        'Saved with the server at its last test. Test Connection to check again.'
      )
    ).toBeInTheDocument()
    expect(panel.queryByText(/No Tools Found/)).not.toBeInTheDocument()
    expect(urls).toEqual([])

    await user.click(panel.getByRole('button', { name: 'Test Connection' }))
    await waitFor(() =>
      expect(panel.queryByText('search_docs')).not.toBeInTheDocument()
    )
    expect(panel.getByText('echo')).toBeInTheDocument()
    expect(panel.queryByText(/Saved with the server/)).not.toBeInTheDocument()
    expect(urls).toHaveLength(1)
  })

  it('says no tools were saved rather than No Tools Found', async () => {
    const { panel } = await openEdit(makeServer({ tools: [] }))
    expect(
      panel.getByText(
        'No tools were saved with this server. Test Connection to list them.'
      )
    ).toBeInTheDocument()
    expect(panel.queryByText(/No Tools Found/)).not.toBeInTheDocument()
  })

  it('tells what the operator can set when a local address is refused', async () => {
    const refusal =
      "This address is on a local or private network, which Kiln does not connect to unless the operator of this Kiln allows it: set ALLOW_PRIVATE_NETWORK_TARGETS=1 (every private address) or OUTBOUND_ALLOWED_ADDRESSES to this server's IP address, then restart Kiln."
    serveTools(() =>
      HttpResponse.json(
        { error: { code: 'DESTINATION_NOT_ALLOWED', message: refusal } },
        { status: 422 }
      )
    )
    const { user, panel } = await openEdit(
      makeServer({ url: 'http://localhost:8080/mcp', tools: [] })
    )
    await user.click(panel.getByRole('button', { name: 'Test Connection' }))
    expect(await panel.findByRole('alert')).toHaveTextContent(refusal)
  })
})

describe('MCP server panel: saving and official servers', () => {
  it('shows the save error: server message, then the defaults', async () => {
    serveLists([makeServer()])
    let message: string | undefined = 'URL already registered'
    const fail = () =>
      HttpResponse.json(
        message ? { error: { code: 'CONFLICT', message } } : null,
        { status: message ? 409 : 500 }
      )
    server.use(
      http.post('/api/mcp-servers', fail),
      http.patch('/api/mcp-servers/:id', fail)
    )
    const { user, panel, name, url, create } = await openAddPanel()
    await user.type(name, 'New')
    await user.type(url, 'https://new.test')
    await user.click(create)
    expect(await panel.findByText('URL already registered')).toBeInTheDocument()
    message = undefined
    await user.click(create)
    expect(
      await panel.findByText(
        'Failed to save server. Please check input and try again.'
      )
    ).toBeInTheDocument()
    await user.click(panel.getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const edit = within(
      await screen.findByRole('dialog', { name: 'Edit MCP Server' })
    )
    await user.click(edit.getByRole('button', { name: 'Save Changes' }))
    expect(
      await edit.findByText(
        'Failed to update server. Please check input and try again.'
      )
    ).toBeInTheDocument()
  })

  it("tests the edited URL of the user's own server, not its stored one", async () => {
    serveLists([makeServer({ _id: 'own1', url: 'http://127.0.0.1:9000/old' })])
    const urls = serveTools(() =>
      HttpResponse.json({ tools: [echoTool], connectionStatus: 'SUCCESS' })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const panel = within(
      await screen.findByRole('dialog', { name: 'Edit MCP Server' })
    )
    const url = panel.getByLabelText('URL')
    await user.clear(url)
    await user.type(url, 'http://127.0.0.1:9000/new')
    await user.click(panel.getByRole('button', { name: 'Test Connection' }))
    expect(await panel.findByText('echo')).toBeInTheDocument()
    expect(urls).toEqual([
      `?url=${encodeURIComponent('http://127.0.0.1:9000/new')}`,
    ])
  })

  it('opens an official server read-only and tests it at once', async () => {
    serveLists([makeServer({ _id: 'off1', name: 'Linear', isOfficial: true })])
    const urls = serveTools(() =>
      HttpResponse.json({ tools: [echoTool], connectionStatus: 'SUCCESS' })
    )
    signIn()
    renderApp('/integrations')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Details' }))
    const panel = within(await screen.findByRole('dialog', { name: 'Linear' }))
    expect(await panel.findByText('Available Tools')).toBeInTheDocument()
    expect(panel.getByText('echo')).toBeInTheDocument()
    expect(urls).toEqual(['?serverId=off1'])
    expect(panel.getByLabelText('Name')).toHaveAttribute('readonly')
    expect(panel.getByLabelText('URL')).toHaveAttribute('readonly')
    expect(panel.queryByRole('button', { name: /Create|Save/ })).toBeNull()
    expect(panel.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
