import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apis } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'

const OPENAPI = JSON.stringify({
  openapi: '3.0.0',
  paths: {
    '/pets': { get: { summary: 'List pets' }, post: {} },
    '/pets/{id}': { delete: { summary: 'Remove a pet' } },
  },
})

describe('custom APIs', () => {
  let ctx: TestContext
  let ada: SignedUp
  let bob: SignedUp
  const seen: IncomingHttpHeaders[] = []
  const upstream = createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(req.headers['x-api-key'] === 's3cret' ? 200 : 401)
    res.end('{"hello":"world"}')
  })
  let baseUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) =>
      upstream.listen(0, '127.0.0.1', resolve)
    )
    baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
    ctx = await buildTestApp({
      env: testEnv({ ALLOW_PRIVATE_NETWORK_TARGETS: '1' }),
    })
    ada = await signup(ctx.app)
    bob = await signup(ctx.app)
  })
  afterAll(async () => {
    await ctx.close()
    upstream.close()
  })

  const call = (
    user: SignedUp,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.accessToken),
      ...(payload ? { payload } : {}),
    })

  it('creates an API with a sealed header secret and lists its operations', async () => {
    const created = await call(ada, 'POST', '/apis', {
      name: 'Pets',
      baseUrl,
      authType: 'header',
      headerName: 'X-Api-Key',
      secret: 's3cret',
      openapiSpec: OPENAPI,
    })
    expect(created.statusCode).toBe(201)
    expect(created.body).not.toContain('s3cret')
    expect(created.json().api).toMatchObject({
      hasSecret: true,
      headerName: 'X-Api-Key',
      connectionStatus: 'PENDING',
      openapiOperations: [
        { method: 'GET', path: '/pets', summary: 'List pets' },
        { method: 'POST', path: '/pets' },
        { method: 'DELETE', path: '/pets/{id}', summary: 'Remove a pet' },
      ],
    })
    const [row] = await ctx.app.db.select().from(apis)
    expect(row!.sealedSecret).not.toContain('s3cret')

    const id = created.json().api._id
    const test = await call(ada, 'POST', `/apis/${id}/test`)
    expect(test.json().result).toMatchObject({ ok: true, status: 200 })
    expect(test.json().api.connectionStatus).toBe('SUCCESS')
    expect(seen.at(-1)?.['x-api-key']).toBe('s3cret')

    const rotated = await call(ada, 'PATCH', `/apis/${id}`, { secret: 'wrong' })
    expect(rotated.json().api.connectionStatus).toBe('PENDING')
    const failed = await call(ada, 'POST', `/apis/${id}/test`)
    expect(failed.json().result).toMatchObject({ ok: false, status: 401 })
  })

  it('validates input with 4xx answers', async () => {
    const cases: [object, string][] = [
      [{ baseUrl }, 'API name is required.'],
      [
        { name: 'A', baseUrl: 'ftp://x' },
        'Base URL must start with http:// or https://',
      ],
      [
        { name: 'A', baseUrl, authType: 'header', secret: 'x' },
        'Header name is required for header authentication.',
      ],
      [
        { name: 'A', baseUrl, openapiSpec: '{not json' },
        'The OpenAPI document must be a JSON object with "paths".',
      ],
    ]
    for (const [payload, message] of cases) {
      const res = await call(ada, 'POST', '/apis', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toContain(message)
    }
    const huge = await call(ada, 'POST', '/apis', {
      name: 'Huge',
      baseUrl,
      openapiSpec: 'x'.repeat(1_300_000),
    })
    expect(huge.statusCode).toBe(413)
  })

  it("keeps one user's APIs from another", async () => {
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/apis',
      headers: bearer(ada.accessToken),
    })
    const id = mine.json().results[0]._id
    const theirs = await call(bob, 'POST', '/search/apis', {})
    expect(theirs.json().results).toEqual([])
    expect(
      (await call(bob, 'PATCH', `/apis/${id}`, { name: 'X' })).statusCode
    ).toBe(404)
    expect((await call(bob, 'POST', `/apis/${id}/test`)).statusCode).toBe(404)
    expect((await call(bob, 'DELETE', `/apis/${id}`)).statusCode).toBe(404)
    expect((await call(ada, 'DELETE', `/apis/${id}`)).json()).toEqual({
      success: true,
      _id: id,
    })
  })
})
