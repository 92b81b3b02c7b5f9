import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestContext } from '../../test/helper'

describe('GET /api/health', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.close())

  it('answers ok with the version and database mode', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.any(String),
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    })
  })

  it('sends security headers with a CSP that frames previews', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain('frame-src')
    expect(csp).toContain('http://*.localhost:3001')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('describes every route in an OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const { paths } = res.json()
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/signup',
        '/api/refresh-token',
        '/api/users/{userId}/profile',
      ])
    )
  })
})
