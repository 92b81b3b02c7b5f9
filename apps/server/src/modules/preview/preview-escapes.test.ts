import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../../test/helper'
import {
  buildTestPreview,
  hostOf,
  seedVersion,
  type PreviewTestContext,
} from '../../test/preview-helper'

/** What a generated app can send on its own origin that must not get it further. */
describe('preview host against a hostile app', () => {
  let ctx: PreviewTestContext
  const entities = (headers: Record<string, string>) =>
    ctx.preview.inject({
      method: 'GET',
      url: '/data/registry/v1/resource/entity',
      headers,
    })

  beforeAll(async () => {
    ctx = await buildTestPreview({ env: testEnv({ TRUST_PROXY: 'true' }) })
    await seedVersion(ctx.database, 'proj-a', 'task-a1', 'Mine')
    await seedVersion(ctx.database, 'proj-b', 'task-b1', 'Theirs')
    const registered = await ctx.preview.inject({
      method: 'POST',
      url: '/data/registry/v1/resource/entity',
      headers: { host: hostOf('proj-b') },
      payload: { name: 'secrets', fields: [{ name: 'v', type: 'string' }] },
    })
    expect(registered.statusCode).toBe(200)
  })
  afterAll(() => ctx.close())

  it("cannot read another project's data with X-Forwarded-Host behind a trusted proxy", async () => {
    const res = await entities({
      host: hostOf('proj-a'),
      'x-forwarded-host': hostOf('proj-b'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ entities: [] })
  })

  it('still routes by X-Forwarded-Host when the proxy sends its own Host', async () => {
    const res = await entities({
      host: '127.0.0.1:3001',
      'x-forwarded-host': hostOf('proj-b'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().entities).toHaveLength(1)
  })

  it('refuses service worker scripts', async () => {
    const res = await ctx.preview.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { host: hostOf('proj-a'), 'service-worker': 'script' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    const plain = await ctx.preview.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { host: hostOf('proj-a') },
    })
    expect(plain.statusCode).toBe(200)
  })
})
