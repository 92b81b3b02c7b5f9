import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apis } from './db/schema'
import { redactHost, redactUrl } from './log-safety'
import { sealContext } from './modules/vault/seal-contexts'
import { bearer, signup, type SignedUp } from './test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from './test/helper'

const TOKEN = 'Zk3v9Qm2Lp8Xr5Tn1Wc7Yb4Hd6Js0Fa2Ge8Ku3Mi5No'

describe('redactUrl', () => {
  it('hides secret query values and token path segments, keeps the rest', () => {
    expect(
      redactUrl('/api/mcp-oauth/callback?code=abc123&state=s%3D1&x=keep')
    ).toBe('/api/mcp-oauth/callback?code=[REDACTED]&state=[REDACTED]&x=keep')
    expect(redactUrl(`/api/share/${TOKEN}/clone`)).toBe(
      '/api/share/[REDACTED]/clone'
    )
    expect(redactUrl(`/share?link=${TOKEN}`)).toBe('/share?link=[REDACTED]')
    expect(redactUrl(`/login-auth?Access_Token=a&refresh_token=b`)).toBe(
      '/login-auth?Access_Token=[REDACTED]&refresh_token=[REDACTED]'
    )
    expect(redactUrl(`https://h.test/p/${TOKEN}?q=${TOKEN}#frag`)).toBe(
      'https://h.test/p/[REDACTED]?q=[REDACTED]'
    )
    expect(redactHost(`${TOKEN}.preview.kiln.test:5174`)).toBe(
      '[REDACTED].preview.kiln.test:5174'
    )
    const id = '0b9d5a1e-2f0c-4c55-9a51-3f8e2b7d6c10'
    expect(redactUrl(`/api/build_task/${id}/events?since=3`)).toBe(
      `/api/build_task/${id}/events?since=3`
    )
  })
})

describe('the server log never holds a secret', () => {
  const lines: string[] = []
  let ctx: TestContext
  let ada: SignedUp
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    ctx = await buildTestApp({
      env: testEnv({ ALLOW_PRIVATE_NETWORK_TARGETS: '1' }),
      logger: { level: 'info', stream },
    })
    ada = await signup(ctx.app)
  })
  afterAll(() => ctx.close())
  const log = () => lines.join('')

  it('logs URLs with share tokens and OAuth codes redacted', async () => {
    await ctx.app.inject({ url: `/api/share/${TOKEN}` })
    await ctx.app.inject({
      url: '/api/mcp-oauth/callback?code=the-code-42&state=the-state-42',
    })
    await ctx.app.inject({ url: `/share?link=${TOKEN}` })
    expect(log()).toContain('/api/share/[REDACTED]')
    expect(log()).toContain('code=[REDACTED]&state=[REDACTED]')
    for (const secret of [TOKEN, 'the-code-42', 'the-state-42'])
      expect(log()).not.toContain(secret)
  })

  it('refuses secrets no header can carry on save, with a 400 that says why', async () => {
    for (const [secret, words] of [
      ['line\r\nbreak', 'line break'],
      ['price-in-€', 'Latin-1'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/apis',
        headers: bearer(ada.accessToken),
        payload: {
          name: 'Bad secret',
          baseUrl: 'http://127.0.0.1:9/',
          authType: 'bearer',
          secret,
        },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toContain(words)
      const key = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${ada.userId}/api-keys`,
        headers: bearer(ada.accessToken),
        payload: { service: 'figma', apiKey: secret },
      })
      expect(key.statusCode).toBe(400)
      expect(key.json().error.message).toContain(words)
    }
  })

  it('answers Test of an API whose stored secret cannot be a header with a 4xx, and logs no secret', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/apis',
      headers: bearer(ada.accessToken),
      payload: {
        name: 'Old row',
        baseUrl: 'http://127.0.0.1:9/',
        authType: 'header',
        headerName: 'X-Key',
        secret: 'fine',
      },
    })
    const id = created.json().api._id as string
    for (const secret of ['stored-secret\r\nX-Evil: 1', 'stored-secret-€']) {
      await ctx.app.db
        .update(apis)
        .set({
          sealedSecret: ctx.app.vault.seal(
            secret,
            sealContext.api(id, 'http://127.0.0.1:9/')
          ),
        })
        .where(eq(apis.id, id))
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/apis/${id}/test`,
        headers: bearer(ada.accessToken),
        payload: {},
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toMatch(/^The stored secret contains/)
      expect(res.body).not.toContain('stored-secret')
    }
    expect(log()).not.toContain('stored-secret')
  })

  it('drops a refused header value from a logged error', () => {
    let error: unknown
    try {
      new Headers({ authorization: 'Bearer leaked\nvalue' })
    } catch (caught) {
      error = caught
    }
    ctx.app.log.error({ err: error }, 'boom')
    expect(log()).toContain('is an invalid header value')
    expect(log()).not.toContain('leaked')
  })
})
