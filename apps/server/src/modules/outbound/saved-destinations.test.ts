import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'

const BLOCKED = [
  'http://127.0.0.1:3000/mcp',
  'http://2130706433/',
  'http://[::ffff:7f00:1]/',
  'http://app.localhost./',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/',
  'http://10.0.0.7/',
  'http://user@example.com/',
]

describe('saving a URL the outbound guard never reaches', () => {
  let ctx: TestContext
  let ada: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ OUTBOUND_ALLOWED_ADDRESSES: '10.0.0.8' }),
    })
    ada = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(ada.accessToken),
      payload,
    })

  it('refuses an own MCP server on a private, local or metadata address', async () => {
    for (const [index, url] of BLOCKED.entries()) {
      const res = await call('POST', '/mcp-servers', {
        name: `Blocked ${index}`,
        url,
      })
      expect([url, res.statusCode]).toEqual([url, 422])
      expect(res.json().error.code).toBe('DESTINATION_NOT_ALLOWED')
    }
    const saved = await call('POST', '/mcp-servers', {
      name: 'Public',
      url: 'https://mcp.example.com/mcp',
    })
    expect(saved.statusCode).toBe(201)
    const moved = await call(
      'PATCH',
      `/mcp-servers/${saved.json().server._id}`,
      { url: 'http://[::1]:8080/mcp' }
    )
    expect(moved.statusCode).toBe(422)
    const trusted = await call('POST', '/mcp-servers', {
      name: 'Intranet',
      url: 'http://10.0.0.8/mcp',
    })
    expect(trusted.statusCode).toBe(201)
  })

  it('refuses a custom API base URL on a private, local or metadata address', async () => {
    for (const [index, baseUrl] of BLOCKED.entries()) {
      const res = await call('POST', '/apis', {
        name: `Blocked ${index}`,
        baseUrl,
      })
      expect([baseUrl, res.statusCode]).toEqual([baseUrl, 422])
      expect(res.json().error.code).toBe('DESTINATION_NOT_ALLOWED')
    }
    const saved = await call('POST', '/apis', {
      name: 'Public',
      baseUrl: 'https://api.example.com/v1',
    })
    expect(saved.statusCode).toBe(201)
    const moved = await call('PATCH', `/apis/${saved.json().api._id}`, {
      baseUrl: 'http://0x7f.1/',
    })
    expect(moved.statusCode).toBe(422)
  })
})
