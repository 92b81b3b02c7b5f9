import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PUBLIC_URL } from '../../test/helper'
import {
  buildTestPreview,
  seedVersion,
  versionHost,
  type PreviewTestContext,
} from '../../test/preview-helper'
import { saveArtifacts } from './artifacts.repo'

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

  it('serves a version at the root of its origin with the bridge and root asset urls', async () => {
    const res = await get(versionHost('task-a1'), '/')
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
    expect(res.body).toContain('src="/assets/index-abc123.js"')
    expect(res.body).toContain('href="/assets/index-abc123.css"')
    expect(res.body).not.toContain('"./assets')
  })

  it('sends the security headers on pages and errors', async () => {
    for (const res of [
      await get(versionHost('task-a1'), '/'),
      await get(versionHost('nope'), '/'),
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
    const res = await get(versionHost('task-a2'), '/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable'
    )
    expect(res.body).toBe('console.log("task-a2")')
    const again = await get(versionHost('task-a2'), '/assets/index-abc123.js', {
      'if-none-match': String(res.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('sends files compressed as the browser accepts them, small ones as they are', async () => {
    const big = `export const rows = ${JSON.stringify(
      Array.from({ length: 400 }, (_, i) => ({ id: i, label: `Row ${i}` }))
    )}`
    await saveArtifacts(ctx.database.db, {
      taskId: 'task-c1',
      projectId: 'proj-c',
      files: [
        {
          path: 'assets/rows-abc123.js',
          contentType: 'text/javascript',
          body: Buffer.from(big),
        },
      ],
    })
    const host = versionHost('task-c1')
    const url = '/assets/rows-abc123.js'
    const br = await get(host, url, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(br.rawPayload.length).toBeLessThan(big.length / 4)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big)
    const gzip = await get(host, url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big)
    const plain = await get(host, url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(big)
    const small = await get(versionHost('task-a1'), '/assets/index-abc123.js', {
      'accept-encoding': 'br',
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log("task-a1")')
  })

  it('serves each version on its own origin', async () => {
    const res = await get(versionHost('task-a2'), '/')
    expect(res.body).toContain('<title>Second</title>')
    expect(
      (await get(versionHost('task-a2'), '/assets/index-abc123.js')).body
    ).toBe('console.log("task-a2")')
  })

  it('falls back to index.html for client routes (deep links, reloads), not for files', async () => {
    for (const path of ['/notes/42', '/settings/', '/v/task-a2/', '/?tab=1']) {
      const route = await get(versionHost('task-a1'), path)
      expect(route.statusCode, path).toBe(200)
      expect(route.body).toContain('<title>First</title>')
    }
    const missing = await get(versionHost('task-a1'), '/assets/gone.js')
    expect(missing.statusCode).toBe(404)
  })

  it("keeps Kiln's own paths out of the app's routes", async () => {
    for (const path of [
      '/data/nope',
      '/__kiln/nope',
      '/data/',
      '/api/new_build?escape=x',
    ]) {
      const res = await get(versionHost('task-a1'), path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
    }
  })

  it('answers 404 for unknown versions and foreign hosts', async () => {
    expect((await get(versionHost('task-zz'), '/')).statusCode).toBe(404)
    expect((await get('localhost:3001', '/')).statusCode).toBe(404)
    expect((await get('v-task-a1.localhost:3000', '/')).statusCode).toBe(404)
    expect((await get('x-task-a1.localhost:3001', '/')).statusCode).toBe(404)
    expect((await get('a.v-task-a1.localhost:3001', '/')).statusCode).toBe(404)
    expect((await get('evil.com', '/')).statusCode).toBe(404)
  })

  it('redirects old per-project version URLs to the version origin, and nothing else of an unpublished project', async () => {
    const deep = await get('proj-a.localhost:3001', '/v/task-a1/notes/42?x=1')
    expect(deep.statusCode).toBe(302)
    expect(deep.headers.location).toBe(
      'http://v-task-a1.localhost:3001/notes/42?x=1'
    )
    const bare = await get('proj-a.localhost:3001', '/v/task-a2')
    expect(bare.headers.location).toBe('http://v-task-a2.localhost:3001/')
    // The bare origin led to the latest (unpublished) version: never again.
    const root = await get('proj-b.localhost:3001', '/')
    expect(root.statusCode).toBe(404)
    expect(root.headers.location).toBeUndefined()
    // Never to a version of another project, and only for page loads.
    expect((await get('proj-b.localhost:3001', '/v/task-a1/')).statusCode).toBe(
      404
    )
    expect((await get('proj-a.localhost:3001', '/data/x')).statusCode).toBe(404)
    const post = await ctx.preview.inject({
      method: 'POST',
      url: '/v/task-a1/',
      headers: { host: 'proj-a.localhost:3001' },
    })
    expect(post.statusCode).toBe(404)
  })
})
