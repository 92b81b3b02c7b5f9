import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { ArtifactEncodingsRepo, Encoding } from './artifact-encodings.repo'
import type { ByteLru } from './byte-lru'

/** A body the preview host sends: its bytes, their hash and the blob they come from. */
export type ServedBody = {
  /** sha256 of `body`: the strong ETag. */
  hash: string
  /** The `artifact_blobs` row `body` is (or is prepared from). */
  source: string
  contentType: string
  body: Buffer
}

/** Smaller bodies gain nothing worth a header. */
const MIN_BYTES = 1024
/** Bigger ones are sent as stored. */
const MAX_BYTES = 32 * 1024 * 1024
/** Brotli's best quality costs seconds per megabyte: bigger bodies get a faster one. */
const BEST_QUALITY_UP_TO = 512 * 1024

const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(javascript|x-javascript|json|manifest\+json|xml|wasm))/i

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** zlib's async functions run on the libuv threadpool, never on the thread that answers requests. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]:
        body.byteLength <= BEST_QUALITY_UP_TO ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })
}

export const isCompressible = (file: ServedBody) =>
  file.body.byteLength >= MIN_BYTES &&
  file.body.byteLength <= MAX_BYTES &&
  COMPRESSIBLE.test(file.contentType)

/**
 * Compressed bodies, computed once per content and encoding and stored in
 * `artifact_encodings` (on the first request that asks for one; a
 * concurrent request for the same one waits for that computation), then
 * read from memory (`cache`) or the database, never compressed again.
 */
export function createEncodedBodies(deps: {
  repo: ArtifactEncodingsRepo
  cache: ByteLru
}) {
  const computing = new Map<string, Promise<Buffer>>()

  async function load(file: ServedBody, encoding: Encoding) {
    const stored = await deps.repo.find(file.hash, encoding)
    if (stored) return stored
    const body = await compress(file.body, encoding)
    await deps.repo.save({
      sha256: file.hash,
      encoding,
      source: file.source,
      body,
    })
    return body
  }

  return {
    /** `file` in `encoding`, or undefined when it is not worth compressing. */
    async get(
      file: ServedBody,
      encoding: Encoding
    ): Promise<Buffer | undefined> {
      if (!isCompressible(file)) return undefined
      const key = `${file.hash}:${encoding}`
      let body = deps.cache.get(key)
      if (!body) {
        let loading = computing.get(key)
        if (!loading) {
          loading = load(file, encoding).finally(() => computing.delete(key))
          computing.set(key, loading)
        }
        body = await loading
        deps.cache.set(key, body)
      }
      return body.byteLength < file.body.byteLength ? body : undefined
    },
  }
}

export type EncodedBodies = ReturnType<typeof createEncodedBodies>
