import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PUBLIC_URL } from '../../test/helper'
import {
  buildTestPreview,
  hostOf,
  seedVersion,
  type PreviewTestContext,
} from '../../test/preview-helper'

describe('preview host', () => {
  let ctx: PreviewTestContext
  const get = (host: string, url: string, headers = {}) =>
    ctx.preview.inject({ method: 'GET', url, headers: { host, ...headers } })

  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedVersion(ctx.database, 'proj-a', 'task-a1', 'First')
    await seedVersion(ctx.database, 'proj-a', 'task-a2', 'Second')
    await seedVersion(ctx.database, 'proj-b', 'task-b1', 'Other')
  })
  afterAll(() => ctx.close())

  it('serves a version by host with the bridge and absolute asset urls', async () => {
    const res = await get(hostOf('proj-a'), '/v/task-a1/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<title>First</title>')
    expect(res.body).toContain(
      '<script src="/__kiln/bridge.js" data-task-id="task-a1"></script>'
    )
    expect(res.body.indexOf('bridge.js')).toBeLessThan(
      res.body.indexOf('index-abc123.js')
    )
    expect(res.body).toContain('src="/v/task-a1/assets/index-abc123.js"')
    expect(res.body).not.toContain('"./assets')
  })

  it('sends the security headers on pages and errors', async () => {
    for (const res of [
      await get(hostOf('proj-a'), '/v/task-a1/'),
      await get(hostOf('proj-a'), '/v/nope/'),
    ]) {
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain(`frame-ancestors ${TEST_PUBLIC_URL};`)
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("connect-src 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    }
  })

  it('serves hashed assets immutably with an etag', async () => {
    const res = await get(hostOf('proj-a'), '/v/task-a2/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable'
    )
    expect(res.body).toBe('console.log("task-a2")')
    const again = await get(
      hostOf('proj-a'),
      '/v/task-a2/assets/index-abc123.js',
      {
        'if-none-match': String(res.headers.etag),
      }
    )
    expect(again.statusCode).toBe(304)
  })

  it('serves another version of the same project', async () => {
    const res = await get(hostOf('proj-a'), '/v/task-a2/')
    expect(res.body).toContain('<title>Second</title>')
  })

  it('falls back to index.html for client routes, not for files', async () => {
    const route = await get(hostOf('proj-a'), '/v/task-a1/notes/42')
    expect(route.statusCode).toBe(200)
    expect(route.body).toContain('<title>First</title>')
    const missing = await get(hostOf('proj-a'), '/v/task-a1/assets/gone.js')
    expect(missing.statusCode).toBe(404)
  })

  it('answers 404 for a version of another project', async () => {
    const res = await get(hostOf('proj-b'), '/v/task-a1/')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({
      error: { code: 'NOT_FOUND' },
      requestId: expect.any(String),
    })
    const asset = await get(
      hostOf('proj-b'),
      '/v/task-a1/assets/index-abc123.js'
    )
    expect(asset.statusCode).toBe(404)
  })

  it('answers 404 for unknown projects and foreign hosts', async () => {
    expect((await get(hostOf('proj-zz'), '/v/task-a1/')).statusCode).toBe(404)
    expect((await get('localhost:3001', '/v/task-a1/')).statusCode).toBe(404)
    expect((await get('proj-a.localhost:3000', '/v/task-a1/')).statusCode).toBe(
      404
    )
    expect((await get('evil.com', '/')).statusCode).toBe(404)
  })

  it('redirects the origin root and a bare version to a trailing slash', async () => {
    const root = await get(hostOf('proj-b'), '/')
    expect(root.statusCode).toBe(302)
    expect(root.headers.location).toBe('/v/task-b1/')
    const bare = await get(hostOf('proj-b'), '/v/task-b1')
    expect(bare.headers.location).toBe('/v/task-b1/')
  })
})
