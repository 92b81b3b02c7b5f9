import { describe, expect, it } from 'vitest'
import { createSseParser } from './parse-sse'
import { streamEvents } from './stream-events'

describe('createSseParser', () => {
  it('parses events split across chunks, skipping comments', () => {
    const parser = createSseParser()
    expect(parser.feed(': connected\n\nid: 1\nevent: sta')).toEqual([])
    expect(parser.feed('tus\ndata: {"a":1}\n\nid: 2\r\n')).toEqual([
      { id: '1', event: 'status', data: '{"a":1}' },
    ])
    expect(parser.feed('data: x\r')).toEqual([])
    expect(parser.feed('\ndata: y\r\n\r\n')).toEqual([
      { id: '2', event: 'message', data: 'x\ny' },
    ])
  })

  it('does not dispatch an event without data', () => {
    const parser = createSseParser()
    expect(parser.feed('event: ping\n\n: ping\n\n')).toEqual([])
  })
})

function sseResponse(text: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream' },
  })
}

describe('streamEvents', () => {
  it('sends the Bearer token and reconnects with Last-Event-ID', async () => {
    const requests: Headers[] = []
    const answers = [
      'id: 1\nevent: text\ndata: a\n\nid: 2\nevent: text\ndata: b\n\n',
      'id: 3\nevent: status\ndata: done\n\n',
    ]
    const seen: string[] = []
    const controller = new AbortController()
    await streamEvents({
      url: 'http://localhost/api/build_task/t1/events',
      getToken: () => 'token-1',
      signal: controller.signal,
      retryDelayMs: 1,
      isDone: () => seen.includes('done'),
      onMessage: (message) => seen.push(message.data),
      fetch: async (_url, init) => {
        requests.push(new Headers(init?.headers))
        const answer = answers.shift()
        if (!answer) throw new TypeError('network down')
        return sseResponse(answer)
      },
    })
    expect(seen).toEqual(['a', 'b', 'done'])
    expect(requests).toHaveLength(2)
    expect(requests[0]?.get('Authorization')).toBe('Bearer token-1')
    expect(requests[0]?.has('Last-Event-ID')).toBe(false)
    expect(requests[1]?.get('Last-Event-ID')).toBe('2')
  })

  it('stops when the server refuses and the caller does not retry', async () => {
    let calls = 0
    await streamEvents({
      url: 'http://localhost/x',
      getToken: () => null,
      signal: new AbortController().signal,
      onMessage: () => {},
      onRefused: (status) => status === 401 && calls < 2,
      retryDelayMs: 1,
      fetch: async () => {
        calls += 1
        return new Response(null, { status: calls === 1 ? 401 : 404 })
      },
    })
    expect(calls).toBe(2)
  })
})
