import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestContext } from '../test/helper'

const html = { accept: 'text/html,application/xhtml+xml' }

describe('serving the SPA', () => {
  let ctx: TestContext
  let distDir: string
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'kiln-dist-'))
    mkdirSync(path.join(distDir, 'assets'))
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><p>Kiln')
    writeFileSync(path.join(distDir, 'assets', 'app-abc.js'), 'let a = 1')
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
