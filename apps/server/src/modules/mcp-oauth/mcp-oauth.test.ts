import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mcpAuth } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { freePort } from '../../test/free-port'
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  testEnv,
  type TestContext,
} from '../../test/helper'
import { startOauthMcpServer } from './test/oauth-mcp-server'

type Started = { authorizationUrl: string; cookie: string }

describe('MCP OAuth for official servers', () => {
  let ctx: TestContext
  let dir: string
  let ada: SignedUp
  let bob: SignedUp
  let good: Awaited<ReturnType<typeof startOauthMcpServer>>
  let noS256: Awaited<ReturnType<typeof startOauthMcpServer>>
  let badIssuer: Awaited<ReturnType<typeof startOauthMcpServer>>
  let otherResource: Awaited<ReturnType<typeof startOauthMcpServer>>
  /** Answers 404 to everything: no OAuth metadata. */
  let bare: Server
  let bareUrl: string
  /** A port nothing listens on. */
  let downUrl: string
  beforeAll(async () => {
    bare = createServer((_req, res) => res.writeHead(404).end('not found'))
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/mcp`
    downUrl = `http://127.0.0.1:${await freePort()}/mcp`
    ;[good, noS256, badIssuer] = await Promise.all([
      startOauthMcpServer(),
      startOauthMcpServer({ s256: false }),
      startOauthMcpServer({ issuerSuffix: '/other' }),
    ])
    // A hostile server naming a legitimate resource (and its own AS).
    otherResource = await startOauthMcpServer({ resource: good.url })
    dir = await mkdtemp(path.join(tmpdir(), 'kiln-catalog-'))
    const catalog = path.join(dir, 'catalog.json')
    const entry = (id: string, url: string) => ({
      id,
      name: id,
      url,
      description: 'Test',
    })
    await writeFile(
      catalog,
      JSON.stringify([
        entry('official-good', good.url),
        entry('official-nos256', noS256.url),
        entry('official-issuer', badIssuer.url),
        entry('official-confused', otherResource.url),
        entry('official-bare', bareUrl),
        entry('official-down', downUrl),
      ])
    )
    ctx = await buildTestApp({
      env: testEnv({
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        MCP_CATALOG_PATH: catalog,
      }),
    })
    ada = await signup(ctx.app)
    bob = await signup(ctx.app)
  })
  afterAll(async () => {
    await ctx.close()
    await Promise.all(
      [good, noS256, badIssuer, otherResource].map((s) => s.close())
    )
    await new Promise((resolve) => bare.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  const start = async (
    user: SignedUp,
    id = 'official-good'
  ): Promise<Started> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/mcp-servers/${id}/auth/start`,
      headers: bearer(user.accessToken),
    })
    expect(res.statusCode).toBe(200)
    const cookie = String(res.headers['set-cookie']).split(';')[0]!
    return { authorizationUrl: res.json().authorizationUrl, cookie }
  }
  const callback = (query: string, cookie?: string) =>
    ctx.app.inject({
      url: `/api/mcp-oauth/callback?${query}`,
      headers: cookie ? { cookie } : {},
    })
  const status = async (user: SignedUp) =>
    (
      await ctx.app.inject({
        url: '/api/mcp-servers/official-good/auth/status',
        headers: bearer(user.accessToken),
      })
    ).json().isAuthenticated

  it('starts with discovery, registration, PKCE S256, resource and state', async () => {
    const { authorizationUrl, cookie } = await start(ada)
    const url = new URL(authorizationUrl)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('client_id')).toBe('kiln-client')
    expect(url.searchParams.get('resource')).toBe(good.url)
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${TEST_PUBLIC_URL}/api/mcp-oauth/callback`
    )
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/)
    expect(cookie).toMatch(/^kiln_mcp_oauth=/)
  })

  it('refuses servers without S256 or with a mismatched issuer', async () => {
    for (const id of ['official-nos256', 'official-issuer']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/mcp-servers/${id}/auth/start`,
        headers: bearer(ada.accessToken),
      })
      expect(res.statusCode).toBe(422)
    }
  })

  it("refuses metadata whose resource is not the server's own URL (RFC 9728 §3.3)", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/mcp-servers/official-confused/auth/start',
      headers: bearer(ada.accessToken),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(
      `The server's OAuth metadata is for another resource (${good.url}), not for ${otherResource.url}.`
    )
  })

  it('tells a server it could not reach from one without OAuth metadata', async () => {
    const startAt = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/mcp-servers/${id}/auth/start`,
        headers: bearer(ada.accessToken),
      })
    const down = await startAt('official-down')
    expect(down.statusCode).toBe(422)
    expect(down.json().error.message).toBe(
      `Could not reach ${new URL(downUrl).host} to start signing in: Could not connect to the server. Try again later.`
    )
    const bareAnswer = await startAt('official-bare')
    expect(bareAnswer.statusCode).toBe(422)
    expect(bareAnswer.json().error.message).toBe(
      'The server does not publish OAuth protected resource metadata.'
    )
  })

  it('answers a malformed callback query with a JSON 400, and a bad state with the HTML page', async () => {
    const malformed = await callback(`state=${'s'.repeat(600)}&code=a&code=b`)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED')
    const unknown = await callback('code=a&state=unknown')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.headers['content-type']).toContain('text/html')
  })

  it("refuses a wrong, another session's and a replayed state", async () => {
    const ours = await start(ada)
    const state = new URL(ours.authorizationUrl).searchParams.get('state')!
    const code = good.approve(ours.authorizationUrl)
    expect(
      (await callback(`code=${code}&state=wrong`, ours.cookie)).statusCode
    ).toBe(400)

    const theirs = await start(bob)
    const stolen = await callback(`code=${code}&state=${state}`, theirs.cookie)
    expect(stolen.statusCode).toBe(400)
    expect(stolen.body).toContain('another session')
    // The state was spent by the refused attempt: it cannot be replayed.
    expect(
      (await callback(`code=${code}&state=${state}`, ours.cookie)).statusCode
    ).toBe(400)
    expect(await status(ada)).toBe(false)
    expect(await status(bob)).toBe(false)
  })

  it('completes the flow, stores sealed tokens and lists tools with them', async () => {
    const flow = await start(ada)
    const state = new URL(flow.authorizationUrl).searchParams.get('state')!
    const code = good.approve(flow.authorizationUrl)
    const done = await callback(`code=${code}&state=${state}`, flow.cookie)
    expect(done.statusCode).toBe(200)
    expect(done.headers['content-type']).toContain('text/html')
    expect(await status(ada)).toBe(true)
    expect(await status(bob)).toBe(false)
    const replay = await callback(`code=${code}&state=${state}`, flow.cookie)
    expect(replay.statusCode).toBe(400)

    const [row] = await ctx.app.db.select().from(mcpAuth)
    // The exact token: random ciphertext may well contain a short prefix.
    expect(row!.sealedCredentials).not.toContain(good.accessToken)

    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/mcp-servers',
      headers: bearer(ada.accessToken),
      payload: {},
    })
    expect(search.body).not.toContain(good.accessToken)
    expect(search.json().results[0]).toMatchObject({
      isAuthenticated: true,
      connectionStatus: 'SUCCESS',
    })

    const tools = await ctx.app.inject({
      url: '/api/mcp-tools?serverId=official-good',
      headers: bearer(ada.accessToken),
    })
    expect(tools.json().tools[0].name).toBe('list_issues')
    const without = await ctx.app.inject({
      url: '/api/mcp-tools?serverId=official-good',
      headers: bearer(bob.accessToken),
    })
    expect(without.statusCode).toBe(422)

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/mcp-servers/official-good/auth',
      headers: bearer(ada.accessToken),
    })
    expect(off.json()).toEqual({ isAuthenticated: false })
    expect(await status(ada)).toBe(false)
  })
})
