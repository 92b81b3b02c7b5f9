import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PUBLIC_URL } from '../../test/helper'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../test/preview-helper'

describe('GET /__kiln/health on the preview host', () => {
  let ctx: PreviewTestContext
  beforeAll(async () => {
    ctx = await buildTestPreview()
  })
  afterAll(() => ctx.close())

  it('answers on any preview host with CORS for the app origin only', async () => {
    const res = await ctx.preview.inject({
      url: '/__kiln/health',
      headers: { host: 'kiln-health.localhost:3001', origin: TEST_PUBLIC_URL },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL)
  })

  it('leaves other paths behind the host check', async () => {
    const res = await ctx.preview.inject({
      url: '/__kiln/other',
      headers: { host: 'kiln-health.localhost:3001' },
    })
    expect(res.statusCode).toBe(404)
  })
})
