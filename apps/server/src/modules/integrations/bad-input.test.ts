import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'

const BAD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { name: 123, url: {}, description: [] },
  { name: 'x'.repeat(20_000), url: 'http://a' },
  { name: 'a\u0000b', url: 'http://a\u0000' },
  { service: ['figma'], apiKey: { a: 1 } },
  { status: 'paused', apiKey: 5 },
  { baseUrl: 'javascript:alert(1)', name: 'x', authType: 'magic' },
  { name: 'x', baseUrl: 'http://a', openapiSpec: '[]' },
  {
    name: 'x',
    baseUrl: 'http://a',
    openapiSpec: '{"paths":{"/a":null,"/b":{"get":"x"}}}',
  },
]

describe('integrations: bad input never gets a 5xx', () => {
  let ctx: TestContext
  let user: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp()
    user = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  it('answers 2xx/4xx for every route and hostile body', async () => {
    const id = 'not-a-real-id'
    const u = user.userId
    const routes: [string, string][] = [
      ['POST', '/api/search/mcp-servers'],
      ['POST', '/api/search/apis'],
      ['POST', '/api/mcp-servers'],
      ['PATCH', `/api/mcp-servers/${id}`],
      ['DELETE', `/api/mcp-servers/${'x'.repeat(80)}`],
      ['GET', '/api/mcp-tools?url=%00'],
      ['GET', '/api/mcp-tools?url=http%3A%2F%2F%5B%3A%3A1'],
      ['GET', `/api/mcp-tools?serverId=${id}`],
      ['POST', `/api/mcp-servers/${id}/auth/start`],
      ['GET', `/api/mcp-servers/${id}/auth/status`],
      ['DELETE', `/api/mcp-servers/${id}/auth`],
      ['GET', '/api/mcp-oauth/callback?code=a&state=b'],
      ['GET', '/api/mcp-oauth/callback?state[]=x'],
      ['POST', '/api/apis'],
      ['PATCH', `/api/apis/${id}`],
      ['POST', `/api/apis/${id}/test`],
      ['POST', `/api/users/${u}/api-keys`],
      ['PUT', `/api/users/${u}/api-keys/figma`],
      ['PUT', `/api/users/${u}/api-keys/${encodeURIComponent('../../x')}`],
      ['POST', `/api/users/${u}/api-keys/figma/validate`],
      ['DELETE', `/api/users/${u}/api-keys/${'x'.repeat(150)}`],
    ]
    for (const [method, url] of routes) {
      for (const body of BAD_BODIES) {
        const res = await ctx.app.inject({
          method: method as 'POST',
          url,
          headers: {
            ...bearer(user.accessToken),
            'content-type': 'application/json',
          },
          payload: JSON.stringify(body),
        })
        expect([method, url, body, res.statusCode < 500]).toEqual([
          method,
          url,
          body,
          true,
        ])
        if (res.statusCode >= 400) expect(res.body.length).toBeGreaterThan(0)
      }
    }
  })
})
