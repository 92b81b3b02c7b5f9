import { pipeline, Readable } from 'node:stream'
import { crc32, createDeflateRaw } from 'node:zlib'
import { Zip, type ZipInputFile } from 'fflate'

/** One file of a streamed zip: its bytes at once or in pieces. */
export type ZipEntry = {
  name: string
  content: Uint8Array | AsyncIterable<Uint8Array>
}

const DEFLATE = 8
const EMPTY = new Uint8Array(0)

async function* piecesOf(content: ZipEntry['content']) {
  if (content instanceof Uint8Array) yield content
  else yield* content
}

/**
 * A zip of `entries` as a byte stream, produced as the reader pulls it: one
 * entry at a time, each deflated by zlib on libuv's thread pool (not on the
 * event loop); fflate's `Zip` only writes the headers and the directory.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false })
}

async function* zipChunks(entries: AsyncIterable<ZipEntry>) {
  const ready: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else ready.push(chunk)
  })
  function* take() {
    if (failure) throw failure
    yield* ready.splice(0)
  }
  const mtime = new Date()
  for await (const entry of entries) {
    const file: ZipInputFile = {
      filename: entry.name,
      size: 0,
      crc: 0,
      compression: DEFLATE,
      mtime,
    }
    zip.add(file)
    let crc = 0
    let size = 0
    const source = Readable.from(
      (async function* () {
        for await (const piece of piecesOf(entry.content)) {
          crc = crc32(piece, crc)
          size += piece.length
          yield piece
        }
      })(),
      { objectMode: false }
    )
    const deflated = createDeflateRaw({ level: 6 })
    // An error on either side ends the loop below with it.
    pipeline(source, deflated, () => {})
    for await (const chunk of deflated as AsyncIterable<Uint8Array>) {
      file.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false)
      yield* take()
    }
    file.crc = crc
    file.size = size
    file.ondata!(null, EMPTY, true)
    yield* take()
  }
  zip.end()
  yield* take()
}
