import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startFakeFigma } from './test/fake-figma'

const TOKEN = 'figd_abcdefghijklmnopqrstuvwxyz1234'

describe('api keys', () => {
  let ctx: TestContext
  let figma: Awaited<ReturnType<typeof startFakeFigma>>
  let ada: SignedUp
  let bob: SignedUp
  beforeAll(async () => {
    figma = await startFakeFigma(TOKEN)
    ctx = await buildTestApp({
      env: testEnv({
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        FIGMA_API_BASE_URL: figma.url,
      }),
    })
    ada = await signup(ctx.app)
    bob = await signup(ctx.app)
  })
  afterAll(async () => {
    await ctx.close()
    await figma.close()
  })

  const call = (
    user: SignedUp,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path = '',
    payload?: object
  ) =>
    ctx.app.inject({
      method,
      url: `/api/users/${user.userId}/api-keys${path}`,
      headers: bearer(user.accessToken),
      ...(payload ? { payload } : {}),
    })

  it('saves a key sealed, lists it masked, trims and omits empty fields', async () => {
    const saved = await call(ada, 'POST', '', {
      service: ' figma ',
      apiKey: `  ${TOKEN} `,
      keyName: '  Design  ',
      description: '   ',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.body).not.toContain(TOKEN)
    const list = await call(ada, 'GET')
    expect(list.json().apiKeys).toEqual([
      {
        service: 'figma',
        keyName: 'Design',
        status: 'active',
        maskedApiKey: 'figd_••••••••1234',
        lastUsed: null,
        createdAt: expect.any(String),
      },
    ])
    const [row] = await ctx.app.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, ada.userId))
    expect(row!.sealedKey).not.toContain(TOKEN)
    expect(row!.sealedKey).toMatch(/^v1\.k1\./)
  })

  it('answers the docs/product.md §5 messages for missing fields', async () => {
    for (const payload of [{}, { service: 'figma' }, { apiKey: 'x' }]) {
      const res = await call(ada, 'POST', '', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe('Service and API key are required')
    }
    const blank = await call(ada, 'PUT', '/%20', { status: 'inactive' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toBe('Service is required')
  })

  it('validates a Figma key against /v1/me', async () => {
    const ok = await call(ada, 'POST', '/figma/validate')
    expect(ok.json()).toEqual({ validation: { valid: true } })
    await call(bob, 'POST', '', {
      service: 'figma',
      apiKey: 'figd_wrong_token_1',
    })
    const bad = await call(bob, 'POST', '/figma/validate')
    expect(bad.statusCode).toBe(200)
    expect(bad.json().validation.valid).toBe(false)
    expect(figma.calls).toContain('/v1/me')
  })

  it('toggles the status and deletes', async () => {
    const off = await call(ada, 'PUT', '/figma', { status: 'inactive' })
    expect(off.json().apiKey.status).toBe('inactive')
    expect(
      (await call(ada, 'PUT', '/figma', { status: 'active' })).json().apiKey
        .status
    ).toBe('active')
    const gone = await call(bob, 'DELETE', '/figma')
    expect(gone.json()).toEqual({ success: true, service: 'figma' })
    expect((await call(bob, 'GET')).json().apiKeys).toEqual([])
    expect((await call(bob, 'DELETE', '/figma')).statusCode).toBe(404)
  })

  it("refuses another user's keys and anonymous calls", async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/figma'],
      ['DELETE', '/figma'],
      ['POST', '/figma/validate'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/users/${ada.userId}/api-keys${path}`,
        headers: bearer(bob.accessToken),
        payload: { service: 'figma', apiKey: 'x', status: 'inactive' },
      })
      expect(res.statusCode).toBe(403)
    }
    const anonymous = await ctx.app.inject({
      url: `/api/users/${ada.userId}/api-keys`,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await call(ada, 'GET')).json().apiKeys[0].status).toBe('active')
  })
})
