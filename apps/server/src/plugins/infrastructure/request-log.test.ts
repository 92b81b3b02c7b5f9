import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestContext } from '../../test/helper'

describe('request log', () => {
  const lines: Record<string, unknown>[] = []
  let ctx: TestContext

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>)
        }
        done()
      },
    })
    ctx = await buildTestApp({ logger: { level: 'info', stream } })
  })
  afterAll(() => ctx.close())

  it('writes one line per request, with method, URL, status and time', async () => {
    const response = await ctx.app.inject({ url: '/api/health?probe=1' })
    const forRequest = lines.filter(
      (line) =>
        line.reqId === response.headers['x-request-id'] ||
        JSON.stringify(line).includes('probe=1')
    )
    expect(forRequest).toHaveLength(1)
    expect(forRequest[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=1' },
      res: { statusCode: 200 },
    })
    expect(typeof forRequest[0]!.responseTime).toBe('number')
  })
})
