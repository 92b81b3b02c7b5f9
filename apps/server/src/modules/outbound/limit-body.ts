import { OutboundError } from './outbound-error'

const NULL_BODY = new Set([101, 204, 205, 304])

/** The same response, whose body errors with TOO_LARGE past `maxBytes`. */
export function limitBody(response: Response, maxBytes: number): Response {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => {})
    throw new OutboundError('TOO_LARGE')
  }
  const init = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  }
  if (!response.body || NULL_BODY.has(response.status)) {
    return new Response(null, init)
  }
  let seen = 0
  const limited = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > maxBytes) controller.error(new OutboundError('TOO_LARGE'))
        else controller.enqueue(chunk)
      },
    })
  )
  return new Response(limited, init)
}

/** Reads a body as text within the cap; errors become OutboundErrors. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    if (error instanceof OutboundError) throw error
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof OutboundError) throw cause
    throw new OutboundError('CONNECTION_FAILED')
  }
}
