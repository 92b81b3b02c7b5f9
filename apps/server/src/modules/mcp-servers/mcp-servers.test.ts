import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startEverythingServer } from './test/everything-server'

describe('MCP servers', () => {
  let ctx: TestContext
  let everything: Awaited<ReturnType<typeof startEverythingServer>>
  let ada: SignedUp
  let bob: SignedUp
  beforeAll(async () => {
    everything = await startEverythingServer('streamableHttp')
    ctx = await buildTestApp({
      env: testEnv({ ALLOW_PRIVATE_NETWORK_TARGETS: '1' }),
    })
    ada = await signup(ctx.app)
    bob = await signup(ctx.app)
  }, 60_000)
  afterAll(async () => {
    await ctx.close()
    await everything.close()
  })

  const call = (
    user: SignedUp,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.accessToken),
      ...(payload ? { payload } : {}),
    })
  const search = async (user: SignedUp) =>
    (await call(user, 'POST', '/search/mcp-servers', {})).json().results as {
      _id: string
      name: string
      isOfficial: boolean
      connectionStatus: string
    }[]

  it('lists the official catalog servers for everyone', async () => {
    const results = await search(ada)
    const official = results.filter((server) => server.isOfficial)
    expect(official.length).toBeGreaterThan(2)
    expect(official[0]).toMatchObject({
      authType: 'oauth',
      isAuthenticated: false,
      connectionStatus: 'PENDING',
    })
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/mcp-servers',
      headers: bearer(ada.accessToken),
    })
    expect(empty.statusCode).toBe(200)
  })

  it('tests a connection, lists the tools and saves with SUCCESS', async () => {
    const test = await call(
      ada,
      'GET',
      `/mcp-tools?url=${encodeURIComponent(everything.url)}`
    )
    expect(test.statusCode).toBe(200)
    const { tools, connectionStatus } = test.json()
    expect(connectionStatus).toBe('SUCCESS')
    expect(tools.map((tool: { name: string }) => tool.name)).toContain('echo')

    const created = await call(ada, 'POST', '/mcp-servers', {
      name: 'Everything',
      url: everything.url,
      description: 'All the tools',
      connectionStatus: 'SUCCESS',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().server).toMatchObject({
      name: 'Everything',
      connectionStatus: 'SUCCESS',
      isOfficial: false,
    })
    // The tools of the test come back with the saved server (its Edit panel).
    const listed = await call(ada, 'POST', '/search/mcp-servers', {})
    const saved = listed
      .json()
      .results.find((server: { name: string }) => server.name === 'Everything')
    expect(saved.tools.map((tool: { name: string }) => tool.name)).toEqual(
      tools.map((tool: { name: string }) => tool.name)
    )
  })

  it('keeps untested URLs PENDING and resets on a URL change', async () => {
    const created = await call(ada, 'POST', '/mcp-servers', {
      name: 'Claims success',
      url: 'http://127.0.0.1:9/mcp',
      connectionStatus: 'SUCCESS',
    })
    const { _id, connectionStatus } = created.json().server
    expect(connectionStatus).toBe('PENDING')
    const moved = await call(ada, 'PATCH', `/mcp-servers/${_id}`, {
      name: 'Claims success',
      url: 'http://127.0.0.1:10/mcp',
      description: 'moved',
      connectionStatus: 'SUCCESS',
    })
    expect(moved.json().server).toMatchObject({
      connectionStatus: 'PENDING',
      description: 'moved',
    })
  })

  it('answers the docs/product.md §5 messages', async () => {
    const cases: [object, number, string][] = [
      [{ url: 'https://a.example' }, 400, 'Server name is required.'],
      [
        { name: '  ', url: 'https://a.example' },
        400,
        'Server name is required.',
      ],
      [{ name: 'X' }, 400, 'Server URL is required.'],
      [
        { name: 'X', url: 'ftp://a' },
        400,
        'Server URL must start with http:// or https://',
      ],
      [
        { name: 'X', url: 'http://exa mple' },
        400,
        'Please enter a valid Server URL.',
      ],
      [
        { name: 'everything', url: 'https://a.example' },
        409,
        'A server with this name already exists.',
      ],
      [
        { name: 'LINEAR', url: 'https://a.example' },
        409,
        'A server with this name already exists.',
      ],
    ]
    for (const [payload, status, message] of cases) {
      const res = await call(ada, 'POST', '/mcp-servers', payload)
      expect([res.statusCode, res.json().error.message]).toEqual([
        status,
        message,
      ])
    }
    const bad = await call(ada, 'GET', '/mcp-tools?url=notaurl')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Cannot connect with an invalid URL.')
  })

  it('refuses to edit or delete official servers', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(ada, method, '/mcp-servers/official-linear', {
        name: 'Mine',
        url: 'https://a.example',
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(
        'Official MCP servers cannot be edited or deleted.'
      )
    }
  })

  it("hides one user's servers from another", async () => {
    const mine = (await search(ada)).find((s) => s.name === 'Everything')!
    expect((await search(bob)).some((s) => s._id === mine._id)).toBe(false)
    const patch = await call(bob, 'PATCH', `/mcp-servers/${mine._id}`, {
      name: 'Stolen',
      url: 'https://a.example',
    })
    expect(patch.statusCode).toBe(404)
    expect(
      (await call(bob, 'DELETE', `/mcp-servers/${mine._id}`)).statusCode
    ).toBe(404)
    for (const query of [
      `serverId=${mine._id}`,
      `serverId=${mine._id}&url=${encodeURIComponent(everything.url)}`,
      'serverId=official-missing',
    ]) {
      const test = await call(bob, 'GET', `/mcp-tools?${query}`)
      expect(test.statusCode).toBe(404)
    }
    const gone = await call(ada, 'DELETE', `/mcp-servers/${mine._id}`)
    expect(gone.json()).toEqual({ success: true, _id: mine._id })
  })

  it('rate limits connection tests per user', async () => {
    const carol = await signup(ctx.app)
    const codes: number[] = []
    for (let i = 0; i < 21; i++) {
      codes.push((await call(carol, 'GET', '/mcp-tools?url=nope')).statusCode)
    }
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true)
    expect(codes[20]).toBe(429)
    const other = await call(bob, 'GET', '/mcp-tools?url=nope')
    expect(other.statusCode).toBe(400)
  })

  it('reports a failed connection as a 4xx with a human message', async () => {
    const res = await call(
      ada,
      'GET',
      `/mcp-tools?url=${encodeURIComponent('http://127.0.0.1:9/mcp')}`
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().error.code).toBe('UPSTREAM_FAILED')
  })
})

describe('MCP connection tests without private targets', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.close())

  it('refuses loopback and metadata targets', async () => {
    const user = await signup(ctx.app)
    for (const url of [
      'http://127.0.0.1:3000/mcp',
      'http://169.254.169.254/',
    ]) {
      const res = await ctx.app.inject({
        url: `/api/mcp-tools?url=${encodeURIComponent(url)}`,
        headers: bearer(user.accessToken),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().error.code).toBe('DESTINATION_NOT_ALLOWED')
      // Only a private address can be allowed, so only it names the settings.
      expect(
        res.json().error.message.includes('ALLOW_PRIVATE_NETWORK_TARGETS=1')
      ).toBe(url.includes('127.0.0.1'))
    }
  })
})
