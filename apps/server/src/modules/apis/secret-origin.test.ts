import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apis } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startOauthMcpServer } from '../mcp-oauth/test/oauth-mcp-server'
import { sealContext } from '../vault/seal-contexts'

/** A host that records what it receives: the "new URL" an attacker points at. */
async function startRecorder() {
  const seen: IncomingHttpHeaders[] = []
  const server = createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => server.close() }
}

describe('stored secrets are bound to the origin they were saved for', () => {
  let ctx: TestContext
  let ada: SignedUp
  let home: Awaited<ReturnType<typeof startRecorder>>
  let elsewhere: Awaited<ReturnType<typeof startRecorder>>
  let mcp: Awaited<ReturnType<typeof startOauthMcpServer>>
  beforeAll(async () => {
    ;[home, elsewhere, mcp] = await Promise.all([
      startRecorder(),
      startRecorder(),
      startOauthMcpServer(),
    ])
    ctx = await buildTestApp({
      env: testEnv({ ALLOW_PRIVATE_NETWORK_TARGETS: '1' }),
    })
    ada = await signup(ctx.app)
  })
  afterAll(async () => {
    await ctx.close()
    home.close()
    elsewhere.close()
    await mcp.close()
  })

  const call = (method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      headers: bearer(ada.accessToken),
      ...(payload ? { payload } : {}),
    })
  const sawSecret = (seen: IncomingHttpHeaders[], secret: string) =>
    seen.some((headers) => JSON.stringify(headers).includes(secret))

  it("a custom API's secret does not follow a changed base URL", async () => {
    const created = await call('POST', '/apis', {
      name: 'Home',
      baseUrl: `${home.url}/v1`,
      authType: 'bearer',
      secret: 'home-secret-1',
    })
    const id = created.json().api._id
    expect((await call('POST', `/apis/${id}/test`, {})).json().result.ok).toBe(
      true
    )
    expect(sawSecret(home.seen, 'home-secret-1')).toBe(true)

    // Same origin, another path: the secret stays.
    const samePlace = await call('PATCH', `/apis/${id}`, {
      baseUrl: `${home.url}/v2`,
    })
    expect(samePlace.statusCode).toBe(200)
    expect(samePlace.json().api.hasSecret).toBe(true)

    const moved = await call('PATCH', `/apis/${id}`, {
      baseUrl: elsewhere.url,
    })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error.message).toBe(
      'Enter the secret again: a stored secret is only sent to the address it was saved for.'
    )
    await call('POST', `/apis/${id}/test`, {})
    expect(elsewhere.seen).toHaveLength(0)

    // Whatever changes the row, the sealed value opens for its own origin only.
    await ctx.app.db
      .update(apis)
      .set({ baseUrl: elsewhere.url })
      .where(eq(apis.id, id))
    const tested = await call('POST', `/apis/${id}/test`, {})
    expect(tested.statusCode).toBe(400)
    expect(tested.json().error.message).toBe(
      'The stored secret was saved for another address. Enter the secret again.'
    )
    expect(elsewhere.seen).toHaveLength(0)

    const again = await call('PATCH', `/apis/${id}`, {
      baseUrl: elsewhere.url,
      secret: 'elsewhere-secret',
    })
    expect(again.statusCode).toBe(200)
    await call('POST', `/apis/${id}/test`, {})
    expect(sawSecret(elsewhere.seen, 'elsewhere-secret')).toBe(true)
    expect(sawSecret(elsewhere.seen, 'home-secret-1')).toBe(false)
  })

  it('a secret sealed before origin binding still works at its own origin only', async () => {
    const created = await call('POST', '/apis', {
      name: 'Legacy',
      baseUrl: home.url,
      authType: 'header',
      headerName: 'X-Key',
      secret: 'placeholder',
    })
    const id = created.json().api._id
    await ctx.app.db
      .update(apis)
      .set({
        sealedSecret: ctx.app.vault.seal(
          'legacy-secret',
          sealContext.legacyApi(id)
        ),
      })
      .where(eq(apis.id, id))
    await call('POST', `/apis/${id}/test`, {})
    expect(sawSecret(home.seen, 'legacy-secret')).toBe(true)
    const moved = await call('PATCH', `/apis/${id}`, {
      baseUrl: elsewhere.url,
    })
    expect(moved.statusCode).toBe(400)
    await call('POST', `/apis/${id}/test`, {})
    expect(sawSecret(elsewhere.seen, 'legacy-secret')).toBe(false)
  })

  it("an MCP server's OAuth tokens are dropped when its URL moves to another origin", async () => {
    const created = await call('POST', '/mcp-servers', {
      name: 'Tracker',
      url: mcp.url,
      description: 'issues',
    })
    const id = created.json().server._id
    const started = await call('POST', `/mcp-servers/${id}/auth/start`)
    const cookie = String(started.headers['set-cookie']).split(';')[0]!
    const authorizationUrl = started.json().authorizationUrl as string
    const state = new URL(authorizationUrl).searchParams.get('state')!
    const code = mcp.approve(authorizationUrl)
    const done = await ctx.app.inject({
      url: `/api/mcp-oauth/callback?code=${code}&state=${state}`,
      headers: { cookie },
    })
    expect(done.statusCode).toBe(200)
    const tools = await call('GET', `/mcp-tools?serverId=${id}`)
    expect(tools.json().tools[0].name).toBe('list_issues')

    const before = elsewhere.seen.length
    const moved = await call('PATCH', `/mcp-servers/${id}`, {
      url: `${elsewhere.url}/mcp`,
    })
    expect(moved.statusCode).toBe(200)
    await call('GET', `/mcp-tools?serverId=${id}`)
    const seen = elsewhere.seen.slice(before)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.some((h) => h.authorization !== undefined)).toBe(false)
    const status = await call('GET', `/mcp-servers/${id}/auth/status`)
    expect(status.json()).toEqual({ isAuthenticated: false })
  })
})
