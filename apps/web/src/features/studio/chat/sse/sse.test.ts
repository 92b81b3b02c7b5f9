import { ApiError } from '@/lib/api-error'
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
  it('reconnects with the Last-Event-ID of the last event seen', async () => {
    const requests: Headers[] = []
    const answers = [
      'id: 1\nevent: text\ndata: a\n\nid: 2\nevent: text\ndata: b\n\n',
      'id: 3\nevent: status\ndata: done\n\n',
    ]
    const seen: string[] = []
    const controller = new AbortController()
    await streamEvents({
      signal: controller.signal,
      retryDelayMs: 1,
      isDone: () => seen.includes('done'),
      onMessage: (message) => seen.push(message.data),
      open: async (headers) => {
        requests.push(new Headers(headers))
        const answer = answers.shift()
        if (!answer) throw new TypeError('network down')
        return sseResponse(answer)
      },
    })
    expect(seen).toEqual(['a', 'b', 'done'])
    expect(requests).toHaveLength(2)
    expect(requests[0]?.get('Accept')).toBe('text/event-stream')
    expect(requests[0]?.has('Last-Event-ID')).toBe(false)
    expect(requests[1]?.get('Last-Event-ID')).toBe('2')
  })

  it('stops when the server refuses, and retries a dropped connection', async () => {
    let calls = 0
    await streamEvents({
      signal: new AbortController().signal,
      onMessage: () => {},
      retryDelayMs: 1,
      open: async () => {
        calls += 1
        if (calls === 1) throw new TypeError('network down')
        throw new ApiError({
          status: 404,
          statusText: 'Not Found',
          data: null,
          headers: new Headers(),
        })
      },
    })
    expect(calls).toBe(2)
  })
})
