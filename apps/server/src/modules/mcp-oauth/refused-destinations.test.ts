import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startCanary } from '../outbound/canary'

describe('MCP OAuth discovery that points at a refused address', () => {
  let ctx: TestContext
  let ada: SignedUp
  let canary: Awaited<ReturnType<typeof startCanary>>
  let base = ''
  // An allowed server whose metadata names, or redirects to, a loopback canary.
  const hostile = createServer((req, res) => {
    const target = `http://127.0.0.1:${canary.port}`
    if (req.url?.includes('/redirect')) {
      res.writeHead(302, { location: `${target}/metadata` })
      return res.end()
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        resource: `${base}/named/mcp`,
        authorization_servers: [target],
      })
    )
  })
  beforeAll(async () => {
    canary = await startCanary('127.0.0.1')
    await new Promise<void>((resolve) =>
      hostile.listen(0, '127.0.0.2', resolve)
    )
    base = `http://127.0.0.2:${(hostile.address() as AddressInfo).port}`
    ctx = await buildTestApp({
      env: testEnv({ OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.2' }),
    })
    ada = await signup(ctx.app)
  })
  afterAll(async () => {
    await ctx.close()
    await canary.close()
    hostile.closeAllConnections()
    await new Promise((resolve) => hostile.close(resolve))
  })

  it('answers 422 DESTINATION_NOT_ALLOWED and never connects', async () => {
    for (const path of ['/redirect/mcp', '/named/mcp']) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/mcp-servers',
        headers: bearer(ada.accessToken),
        payload: { name: `Hostile ${path}`, url: `${base}${path}` },
      })
      expect(saved.statusCode).toBe(201)
      const started = await ctx.app.inject({
        method: 'POST',
        url: `/api/mcp-servers/${saved.json().server._id}/auth/start`,
        headers: bearer(ada.accessToken),
      })
      expect([path, started.statusCode]).toEqual([path, 422])
      expect(started.json().error.code).toBe('DESTINATION_NOT_ALLOWED')
    }
    expect(canary.connections()).toBe(0)
  })
})
