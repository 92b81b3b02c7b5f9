import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Publication } from '@kiln/contract/publish'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artifactEncodings } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../test/preview-helper'
import { buildManualApp, newClient } from '../build-tasks/test/build-test-kit'

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex')

/** A real built and published app, served by the preview host as a static file server would. */
describe('published app served like static files', () => {
  let ctx: TestContext
  let preview: PreviewTestContext
  let host: string
  /** The app's biggest script, by its URL. */
  let asset: string
  let assetBody: Buffer
  const get = (url: string, headers: Record<string, string> = {}) =>
    preview.preview.inject({ url, headers: { host, ...headers } })

  beforeAll(async () => {
    ctx = await buildManualApp()
    const owner = await newClient(ctx)
    const task = await owner.build({ prompt: 'A todo list' })
    await ctx.app.buildWorker.drain()
    const built = await owner.task(task._id)
    const res = await owner.put(`/build_project/${built.projectId}/publish`, {
      taskId: built._id,
    })
    host = new URL(res.json<Publication>().published!.url).host
    preview = await buildTestPreview({ database: ctx.database })
    const index = await get('/')
    const scripts = [...index.body.matchAll(/src="(\/assets\/[^"]+\.js)"/g)]
    expect(scripts.length).toBeGreaterThan(0)
    asset = scripts[0]![1]!
    assetBody = (await get(asset)).rawPayload
  })
  afterAll(async () => {
    await preview?.close()
    await ctx.close()
  })

  it('sends strong content-hash ETags and answers 304 to If-None-Match', async () => {
    const index = await get('/')
    expect(index.statusCode).toBe(200)
    expect(index.headers.etag).toBe(`"${sha256(index.rawPayload)}"`)
    expect(index.headers['cache-control']).toBe('no-cache')
    const again = await get('/', { 'if-none-match': index.headers.etag! })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(index.headers.etag)
    // A deep link is the same page, revalidated the same way.
    expect(
      (await get('/todos/1', { 'if-none-match': `W/${index.headers.etag}` }))
        .statusCode
    ).toBe(304)

    const file = await get(asset)
    expect(file.headers.etag).toBe(`"${sha256(assetBody)}"`)
    expect(
      (await get(asset, { 'if-none-match': `"other", ${file.headers.etag}` }))
        .statusCode
    ).toBe(304)
    expect((await get(asset, { 'if-none-match': '"other"' })).statusCode).toBe(
      200
    )
  })

  it('marks hashed assets immutable and the index as revalidated', async () => {
    expect(asset).toMatch(/^\/assets\/.+-[A-Za-z0-9_-]{8,}\.js$/)
    expect((await get(asset)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable'
    )
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache')
  })

  it('negotiates br and gzip, each with its own ETag, and varies on Accept-Encoding', async () => {
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload)).toEqual(assetBody)
    expect(br.headers.etag).toBe(`"${sha256(assetBody)}-br"`)

    const gzip = await get(asset, { 'accept-encoding': 'br;q=0.5, gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload)).toEqual(assetBody)
    expect(gzip.headers.etag).toBe(`"${sha256(assetBody)}-gzip"`)

    const plain = await get(asset)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')

    const revalidated = await get(asset, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.headers.etag).toBe(br.headers.etag)
  })

  it('compresses a body once and then sends the stored copy', async () => {
    const hash = sha256(assetBody)
    await get(asset, { 'accept-encoding': 'br' })
    const stored = () =>
      ctx.database.db
        .select()
        .from(artifactEncodings)
        .where(
          and(
            eq(artifactEncodings.sha256, hash),
            eq(artifactEncodings.encoding, 'br')
          )
        )
    const [row] = await stored()
    expect(brotliDecompressSync(row!.body)).toEqual(assetBody)

    // A fresh preview host (nothing in memory) sends what is stored: if it
    // compressed again, the marker below would not come back.
    const marker = brotliCompressSync(Buffer.from('stored copy'))
    await ctx.database.db
      .update(artifactEncodings)
      .set({ body: marker })
      .where(
        and(
          eq(artifactEncodings.sha256, hash),
          eq(artifactEncodings.encoding, 'br')
        )
      )
    const fresh = await buildTestPreview({ database: ctx.database })
    try {
      const res = await fresh.preview.inject({
        url: asset,
        headers: { host, 'accept-encoding': 'br' },
      })
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
        'stored copy'
      )
    } finally {
      await fresh.close()
    }
    expect(await stored()).toHaveLength(1)
  })

  it('answers HEAD with the headers and length of GET, without a body', async () => {
    const head = await preview.preview.inject({
      method: 'HEAD',
      url: asset,
      headers: { host },
    })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(Number(head.headers['content-length'])).toBe(assetBody.length)
    expect(head.headers.etag).toBe(`"${sha256(assetBody)}"`)
    expect(head.headers['accept-ranges']).toBe('bytes')
  })

  it('answers single byte ranges with 206, and 416 past the end', async () => {
    const size = assetBody.length
    const first = await get(asset, { range: 'bytes=0-9' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`)
    expect(first.rawPayload).toEqual(assetBody.subarray(0, 10))
    expect(first.headers['content-encoding']).toBeUndefined()

    const last = await get(asset, {
      range: 'bytes=-5',
      'accept-encoding': 'br',
    })
    expect(last.statusCode).toBe(206)
    expect(last.headers['content-range']).toBe(
      `bytes ${size - 5}-${size - 1}/${size}`
    )
    expect(last.rawPayload).toEqual(assetBody.subarray(size - 5))

    const open = await get(asset, { range: `bytes=${size - 3}-` })
    expect(open.rawPayload).toEqual(assetBody.subarray(size - 3))

    const past = await get(asset, { range: `bytes=${size}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)

    // If-Range naming another version: the whole current body.
    const changed = await get(asset, {
      range: 'bytes=0-9',
      'if-range': '"older"',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload).toEqual(assetBody)
    const same = await get(asset, {
      range: 'bytes=0-9',
      'if-range': `"${sha256(assetBody)}"`,
    })
    expect(same.statusCode).toBe(206)
  })
})
