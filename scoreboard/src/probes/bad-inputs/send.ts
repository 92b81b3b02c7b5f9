import { request } from 'node:http'
import { transcript } from '../../client'

export type RawRequest = {
  method: string
  /** Sent exactly as written: `../` and percent-encodings are not normalised. */
  path: string
  token?: string
  /** Raw body text; content-type defaults to JSON when there is a body. */
  body?: string
  contentType?: string | null
  headers?: Record<string, string>
}

export type RawAnswer =
  | { dropped?: undefined; status: number; contentType: string; text: string }
  | { dropped: string }

/**
 * Bad input comes from its own loopback address (127.0.0.9), so the per-IP
 * sign-in limits it trips do not slow down the probes that run after it.
 */
const SOURCE_ADDRESS = '127.0.0.9'
const TIMEOUT_MS = 30_000
const MAX_KEPT = 200_000

/** One HTTP request with a raw path and body, never normalised by a URL parser. */
export function sendRaw(baseUrl: URL, req: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...req.headers }
  if (req.body !== undefined) {
    if (req.contentType !== null) {
      headers['content-type'] = req.contentType ?? 'application/json'
    }
    headers['content-length'] = String(Buffer.byteLength(req.body))
  }
  if (req.token) headers.authorization = `Bearer ${req.token}`
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        localAddress: SOURCE_ADDRESS,
        // A fresh connection each time: a drop is the server's, never a stale pooled socket.
        agent: false,
        method: req.method,
        path: req.path,
        headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '')
        // A live event stream answered: its first bytes are all we need.
        if (contentType.startsWith('text/event-stream')) {
          res.destroy()
          resolve({ status: res.statusCode ?? 0, contentType, text: '' })
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= MAX_KEPT) chunks.push(chunk)
        })
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          if (!contentType.startsWith('application/zip')) transcript.push(text)
          resolve({ status: res.statusCode ?? 0, contentType, text })
        })
        res.on('error', (error) =>
          resolve({ dropped: `answer cut: ${error.message}` })
        )
      }
    )
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`))
    })
    outgoing.on('error', (error) => resolve({ dropped: error.message }))
    outgoing.end(req.body)
  })
}
