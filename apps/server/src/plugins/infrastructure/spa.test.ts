import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestContext } from '../../test/helper'

const html = { accept: 'text/html,application/xhtml+xml' }

describe('serving the SPA', () => {
  let ctx: TestContext
  let distDir: string
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'kiln-dist-'))
    mkdirSync(path.join(distDir, 'assets'))
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><p>Kiln')
    writeFileSync(path.join(distDir, 'assets', 'app-abc.js'), 'let a = 1')
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc.js.br'),
      brotliCompressSync('let a = 1')
    )
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc.js.gz'),
      gzipSync('let a = 1')
    )
    writeFileSync(path.join(distDir, 'assets', 'tiny-abc.js'), 'let b = 2')
    ctx = await buildTestApp({ webDistDir: distDir })
  })
  afterAll(async () => {
    await ctx.close()
    rmSync(distDir, { recursive: true, force: true })
  })

  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/home', '/build-studio?taskId=1', '/a/b/c']) {
      const res = await ctx.app.inject({ url, headers: html })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<p>Kiln')
    }
  })

  it('serves hashed assets with long caching', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-abc.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('sends the compressed copy the browser accepts, else the file itself', async () => {
    const url = '/assets/app-abc.js'
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await ctx.app.inject({
        url,
        headers: { 'accept-encoding': accepted },
      })
      expect(res.statusCode, accepted).toBe(200)
      expect(res.headers['content-encoding'], accepted).toBe(encoding)
      expect(res.headers['content-type']).toContain('javascript')
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.headers['cache-control']).toContain('immutable')
    }
    const br = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br' },
    })
    expect(br.rawPayload).toEqual(brotliCompressSync('let a = 1'))
    // Below the build's threshold a file has no compressed copy.
    const tiny = await ctx.app.inject({
      url: '/assets/tiny-abc.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('let b = 2')
  })

  it('answers JSON 404s for /api and for missing files that are not pages', async () => {
    const api = await ctx.app.inject({ url: '/api/nothing', headers: html })
    expect(api.statusCode).toBe(404)
    expect(api.json().error.code).toBe('NOT_FOUND')
    const asset = await ctx.app.inject({ url: '/assets/missing.js' })
    expect(asset.statusCode).toBe(404)
    const post = await ctx.app.inject({ method: 'POST', url: '/home' })
    expect(post.statusCode).toBe(404)
  })
})

describe('without a web build', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp({ webDistDir: '/nonexistent/dist' })
  })
  afterAll(() => ctx.close())

  it('still starts and tells how to build', async () => {
    const res = await ctx.app.inject({ url: '/', headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('npm run build')
    const plain = await ctx.app.inject({ url: '/' })
    expect(plain.body).toContain('npm run build')
  })
})
