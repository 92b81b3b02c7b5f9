import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  hostOf,
  seedVersion,
  type PreviewTestContext,
} from '../../test/preview-helper'
import { saveDepBundle } from './dep-bundles.repo'

const HASH = 'a1b2c3d4e5f60718293a4b5c'
const file = (path: string, text: string) => ({
  path,
  contentType: 'text/javascript; charset=utf-8',
  body: Buffer.from(text),
})

describe('dependency layers on the preview host', () => {
  let ctx: PreviewTestContext
  const get = (url: string, project = 'proj-d') =>
    ctx.preview.inject({
      method: 'GET',
      url,
      headers: { host: hostOf(project) },
    })

  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedVersion(ctx.database, 'proj-d', 'task-d1', 'Deps')
  })
  afterAll(() => ctx.close())

  it('stores a hash once: concurrent saves of the same layer keep the first', async () => {
    const db = ctx.database.db
    await Promise.all([
      saveDepBundle(db, {
        hash: HASH,
        files: [file('deps.js', 'first'), file('chunk-1.js', 'c')],
      }),
      saveDepBundle(db, {
        hash: HASH,
        files: [file('deps.js', 'first'), file('chunk-1.js', 'c')],
      }),
    ])
    await saveDepBundle(db, { hash: HASH, files: [file('deps.js', 'second')] })
    const res = await get(`/__kiln/deps/${HASH}/deps.js`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('first')
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable'
    )
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self'"
    )
    expect((await get(`/__kiln/deps/${HASH}/chunk-1.js`)).body).toBe('c')
  })

  it('sends a layer brotli-compressed to a browser that accepts it', async () => {
    const hash = 'f00dfeed00112233'
    const code = `export const words = ${JSON.stringify(
      Array.from({ length: 500 }, (_, i) => `word-${i}`)
    )}`
    await saveDepBundle(ctx.database.db, {
      hash,
      files: [file('deps.js', code)],
    })
    const res = await ctx.preview.inject({
      method: 'GET',
      url: `/__kiln/deps/${hash}/deps.js`,
      headers: { host: hostOf('proj-d'), 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(code)
  })

  it('answers 404 for an unknown file or hash and 400 for a malformed one', async () => {
    expect((await get(`/__kiln/deps/${HASH}/other.js`)).statusCode).toBe(404)
    expect(
      (await get('/__kiln/deps/ffffffffffffffff/deps.js')).statusCode
    ).toBe(404)
    expect((await get('/__kiln/deps/..%2F..%2Fetc/deps.js')).statusCode).toBe(
      400
    )
    expect((await get(`/__kiln/deps/${HASH}/..%2Findex.html`)).statusCode).toBe(
      400
    )
  })

  it('serves only on a known preview host', async () => {
    expect(
      (await get(`/__kiln/deps/${HASH}/deps.js`, 'no-such-project')).statusCode
    ).toBe(404)
  })
})
