export type SseMessage = {
  /** The `id:` field, or undefined when the event had none. */
  id: string | undefined
  /** The `event:` field; 'message' by default. */
  event: string
  data: string
}

/**
 * An incremental parser for the text/event-stream format (WHATWG HTML
 * §9.2.6): feed it decoded chunks split anywhere, it returns whole events.
 * Comments (`: ping`) are skipped; events without data are not dispatched.
 */
export function createSseParser() {
  let buffer = ''
  let data: string[] = []
  let event = ''
  let id: string | undefined
  let isFirstChunk = true

  function dispatch(out: SseMessage[]) {
    if (data.length > 0) {
      out.push({ id, event: event || 'message', data: data.join('\n') })
    }
    data = []
    event = ''
    id = undefined
  }

  function line(text: string, out: SseMessage[]) {
    if (text === '') return dispatch(out)
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id' && !value.includes('\0')) id = value
  }

  return {
    feed(chunk: string): SseMessage[] {
      if (isFirstChunk) {
        chunk = chunk.replace(/^\uFEFF/, '')
        isFirstChunk = false
      }
      buffer += chunk
      // A trailing CR may be the first half of a CRLF: keep it for later.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length
      const lines = buffer.slice(0, end).split(/\r\n|\r|\n/)
      buffer = (lines.pop() ?? '') + buffer.slice(end)
      const out: SseMessage[] = []
      for (const text of lines) line(text, out)
      return out
    },
  }
}
