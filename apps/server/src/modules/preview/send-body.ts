import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Encoding } from './artifact-encodings.repo'
import type { EncodedBodies, ServedBody } from './encoded-bodies'

const encodings = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
})

/** Each representation has its own strong ETag: the content hash, and the encoding if any. */
const etagOf = (hash: string, encoding?: Encoding) =>
  encoding ? `"${hash}-${encoding}"` : `"${hash}"`

/**
 * The tag of `If-None-Match` that names a representation of this content,
 * if any (weak comparison, RFC 9110 §13.1.2): the client's copy is current.
 */
function currentTag(header: string | undefined, hash: string) {
  if (!header) return undefined
  const ours = new Set(
    [undefined, 'br' as const, 'gzip' as const].map((e) => etagOf(hash, e))
  )
  if (header.trim() === '*') return etagOf(hash)
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .find((tag) => ours.has(tag))
}

type Range = { start: number; end: number } | 'unsatisfiable' | undefined

/**
 * One byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) of a body of `size`
 * bytes. Several ranges or another unit are ignored (the whole body is
 * sent, as RFC 9110 §14.2 allows); a range past the end is unsatisfiable.
 */
function parseRange(header: string, size: number): Range {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (to !== '' && Number(to) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}

/**
 * Sends a stored body as a static file server does: strong ETags and 304s,
 * the client's preferred encoding of those computed once (`EncodedBodies`),
 * `Vary: Accept-Encoding`, single byte ranges (206, 416) of the body as
 * stored, and HEAD (Fastify answers it from this GET handler, without the
 * body).
 */
export async function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedBody,
  options: { cacheControl: string; encoded: EncodedBodies }
) {
  reply
    .header('cache-control', options.cacheControl)
    .header('vary', 'accept-encoding')
    .header('accept-ranges', 'bytes')
    .type(file.contentType)
  const current = currentTag(request.headers['if-none-match'], file.hash)
  if (current) return reply.code(304).header('etag', current).send()

  const rangeHeader = request.headers.range
  const ifRange = request.headers['if-range']
  if (rangeHeader && (!ifRange || ifRange === etagOf(file.hash))) {
    const size = file.body.byteLength
    const range = parseRange(rangeHeader, size)
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('etag', etagOf(file.hash))
        .header('content-range', `bytes */${size}`)
        .send()
    }
    if (range) {
      return reply
        .code(206)
        .header('etag', etagOf(file.hash))
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(file.body.subarray(range.start, range.end + 1))
    }
  }

  const accepted = request.headers['accept-encoding']
  const encoding = accepted ? encodings.negotiate(accepted) : null
  if (encoding === 'br' || encoding === 'gzip') {
    const body = await options.encoded.get(file, encoding)
    if (body) {
      return reply
        .header('content-encoding', encoding)
        .header('etag', etagOf(file.hash, encoding))
        .send(body)
    }
  }
  return reply.header('etag', etagOf(file.hash)).send(file.body)
}
