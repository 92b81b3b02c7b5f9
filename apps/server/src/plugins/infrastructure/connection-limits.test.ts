import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildManualApp,
  newClient,
} from '../../modules/build-tasks/test/build-test-kit'
import { buildPreviewApp } from '../../preview-app'
import { testEnv, type TestContext } from '../../test/helper'
import { CONNECTION_LIMITS } from './connection-limits'

/** A client that sends its headers one line a second and never finishes. */
function slowloris(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  let answer = ''
  const closed = new Promise<number>((resolve) => {
    const started = Date.now()
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => resolve(Date.now() - started))
    socket.on('error', () => {})
  })
  socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n')
  let n = 0
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(`X-Slow-${n++}: 1\r\n`)
  }, 1000)
  return {
    closed: closed.finally(() => clearInterval(drip)),
    answer: () => answer,
  }
}

describe('connection limits (slow clients, long streams)', () => {
  let ctx: TestContext
  let port = 0
  beforeAll(async () => {
    ctx = await buildManualApp()
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    port = (ctx.app.server.address() as AddressInfo).port
  })
  afterAll(() => ctx.close())

  it('sets bounded timeouts on the app and the preview host', async () => {
    const preview = await buildPreviewApp({
      env: testEnv(),
      database: ctx.database,
    })
    for (const server of [ctx.app.server, preview.server]) {
      expect(server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeout)
      expect(server.requestTimeout).toBe(CONNECTION_LIMITS.requestTimeout)
      expect(server.timeout).toBe(CONNECTION_LIMITS.connectionTimeout)
      expect(server.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveTimeout)
    }
    await preview.close()
  })

  it('closes a slowloris client with a 408 while an event stream stays open', async () => {
    const ada = await newClient(ctx)
    const task = await ada.build({ prompt: 'a notes app', model: 'offline' })
    // The build never runs (no worker): its event stream stays open, as a
    // stream of a long build does.
    let streamed = ''
    let streamClosed = false
    const stream = request({
      host: '127.0.0.1',
      port,
      path: `/api/build_task/${task._id}/events`,
      headers: { authorization: `Bearer ${ada.user.accessToken}` },
    })
    stream.on('response', (res) => {
      res.on('data', (chunk: Buffer) => (streamed += chunk.toString()))
      res.on('close', () => (streamClosed = true))
    })
    stream.end()

    const slow = slowloris(port)
    const tookMs = await slow.closed
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /)
    expect(tookMs).toBeLessThan(
      CONNECTION_LIMITS.headersTimeout +
        CONNECTION_LIMITS.connectionsCheckingInterval +
        3_000
    )
    expect(tookMs).toBeGreaterThanOrEqual(
      CONNECTION_LIMITS.headersTimeout - 1_000
    )
    // 20 s later the stream still runs and got its heartbeat.
    expect(streamClosed).toBe(false)
    expect(streamed).toContain(': connected')
    expect(streamed).toContain(': ping')
    stream.destroy()
  }, 60_000)
})
