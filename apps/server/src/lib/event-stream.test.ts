import { request as httpRequest, type IncomingMessage } from 'node:http'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventFrame, openEventStream, type EventStream } from './event-stream'

const app = Fastify()
const closed: string[] = []
let big: EventStream | undefined
let bigWrites = 0

app.get('/beats', (_request, reply) => {
  const stream = openEventStream(reply, {
    heartbeatMs: 20,
    onClose: () => closed.push('beats'),
  })
  void stream.write(eventFrame({ id: 7, event: 'hello', data: { a: 1 } }))
})
app.get('/big', (_request, reply) => {
  big = openEventStream(reply, { heartbeatMs: 60_000 })
  const chunk = `data: ${'x'.repeat(512 * 1024)}\n\n`
  void (async () => {
    // Without backpressure all 100 writes would return at once.
    for (let i = 0; i < 100 && !big.isClosed; i++) {
      await big.write(chunk)
      bigWrites++
    }
  })()
})

let base = ''
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

const get = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(`${base}${path}`, resolve).on('error', reject).end()
  })

describe('openEventStream', () => {
  it('sends the headers, frames, heartbeats, and closes when the client leaves', async () => {
    const res = await get('/beats')
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache, no-transform')
    expect(res.headers['x-accel-buffering']).toBe('no')
    let text = ''
    res.setEncoding('utf8')
    await new Promise<void>((resolve) => {
      res.on('data', (chunk: string) => {
        text += chunk
        if (text.split(': ping').length > 2) resolve()
      })
    })
    expect(text).toMatch(
      /^: connected\n\nid: 7\nevent: hello\ndata: \{"a":1\}\n\n(: ping\n\n)+/
    )
    res.destroy()
    await expect.poll(() => closed).toEqual(['beats'])
  })

  it('waits for a slow reader instead of buffering every write', async () => {
    const res = await get('/big')
    res.pause()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(bigWrites).toBeLessThan(40)
    res.resume()
    res.on('data', () => {})
    await expect.poll(() => bigWrites, { timeout: 10_000 }).toBe(100)
    big?.close()
  })
})
