import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'

describe('security headers of the app origin', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
  })
  afterAll(() => ctx.close())

  it('forbids framing Kiln anywhere, Kiln included (a preview must not load a studio link in its frame)', async () => {
    for (const url of [
      '/',
      '/build-studio?isNewProject=true&prompt=x',
      '/api/health',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'sec-fetch-dest': 'iframe' },
      })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain("frame-ancestors 'self'")
      expect(res.headers['x-frame-options']).toBe('DENY')
    }
  })
})

describe('FRAME_ANCESTORS', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        FRAME_ANCESTORS: 'https://portal.example.com, http://localhost:8080/',
      }),
    })
  })
  afterAll(() => ctx.close())

  it('lets only the origins an operator lists frame Kiln', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain(
      'frame-ancestors https://portal.example.com http://localhost:8080'
    )
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBeUndefined()
  })

  it('refuses a value that is not a list of origins', () => {
    for (const bad of ['portal.example.com', 'https://a.example/path', '*'])
      expect(() => testEnv({ FRAME_ANCESTORS: bad })).toThrow(/FRAME_ANCESTORS/)
  })
})
