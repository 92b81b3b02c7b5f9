import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@kiln/contract/project-import'
import { inflateSync } from 'fflate'
import { ImportRefused, type ImportEntry } from './import-files.ts'

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const S_IFMT = 0o170000
const S_IFLNK = 0o120000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000

const notZip = () =>
  new ImportRefused({ status: 415, message: IMPORT_MESSAGES.NOT_A_ZIP })
const broken = (why: string) =>
  new ImportRefused({
    status: 400,
    message: `The zip archive cannot be read: ${why}.`,
  })

const decoder = new TextDecoder()

/** The end of central directory record's offset, searched from the end (past a comment). */
function findEnd(view: DataView): number {
  const last = view.byteLength - 22
  const first = Math.max(0, last - 0xffff)
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD) return at
  }
  throw notZip()
}

/** Entries and the central directory's offset, from the zip64 record when the archive has one. */
function directory(view: DataView): { count: number; offset: number } {
  const end = findEnd(view)
  let count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  const locator = end - 20
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    locator >= 0 &&
    view.getUint32(locator, true) === ZIP64_LOCATOR
  ) {
    const record = Number(view.getBigUint64(locator + 8, true))
    if (
      record + 56 > view.byteLength ||
      view.getUint32(record, true) !== ZIP64_EOCD
    )
      throw broken('its zip64 directory is damaged')
    count = Number(view.getBigUint64(record + 32, true))
    offset = Number(view.getBigUint64(record + 48, true))
  }
  return { count, offset }
}

/** Sizes and offset from a zip64 extra field for the fields marked 0xffffffff. */
function zip64Values(
  view: DataView,
  extra: number,
  extraEnd: number,
  wanted: { size: boolean; compressed: boolean; offset: boolean }
) {
  const out: { size?: number; compressed?: number; offset?: number } = {}
  for (let at = extra; at + 4 <= extraEnd;) {
    const id = view.getUint16(at, true)
    const length = view.getUint16(at + 2, true)
    if (id === 0x0001) {
      let field = at + 4
      const next = () => {
        const value = Number(view.getBigUint64(field, true))
        field += 8
        return value
      }
      if (wanted.size) out.size = next()
      if (wanted.compressed) out.compressed = next()
      if (wanted.offset) out.offset = next()
      return out
    }
    at += 4 + length
  }
  return out
}

/**
 * The entries of a zip archive, read from its central directory: kind from
 * the Unix mode (symbolic links told apart), declared sizes, and a reader
 * that inflates one entry into a buffer of its declared size (an entry
 * cannot unpack to more than it declares). Throws ImportRefused (415) for
 * bytes that are not a zip and (400) for a damaged or encrypted one.
 */
export function readZipEntries(bytes: Uint8Array): ImportEntry[] {
  if (bytes.byteLength < 22) throw notZip()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const { count, offset } = directory(view)
  if (count > IMPORT_LIMITS.maxEntries) {
    throw new ImportRefused({
      status: 413,
      message: IMPORT_MESSAGES.TOO_MANY_ENTRIES,
    })
  }
  const entries: ImportEntry[] = []
  let at = offset
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL)
      throw broken('its directory is damaged')
    const madeBy = view.getUint16(at + 4, true) >> 8
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    let compressed = view.getUint32(at + 20, true)
    let size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const external = view.getUint32(at + 38, true)
    let local = view.getUint32(at + 42, true)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    const extra = at + 46 + nameLength
    const wide = zip64Values(view, extra, extra + extraLength, {
      size: size === 0xffffffff,
      compressed: compressed === 0xffffffff,
      offset: local === 0xffffffff,
    })
    size = wide.size ?? size
    compressed = wide.compressed ?? compressed
    local = wide.offset ?? local
    at = extra + extraLength + commentLength

    const mode = madeBy === 3 ? (external >>> 16) & S_IFMT : 0
    const kind: ImportEntry['kind'] =
      mode === S_IFLNK
        ? 'symlink'
        : name.endsWith('/') || mode === S_IFDIR || (external & 0x10) !== 0
          ? 'directory'
          : mode === 0 || mode === S_IFREG
            ? 'file'
            : 'other'
    const read = () => {
      if (flags & 1) throw broken(`${name} is encrypted`)
      if (
        local + 30 > bytes.byteLength ||
        view.getUint32(local, true) !== LOCAL
      )
        throw broken(`the entry ${name} is damaged`)
      const start =
        local +
        30 +
        view.getUint16(local + 26, true) +
        view.getUint16(local + 28, true)
      const data = bytes.subarray(start, start + compressed)
      if (data.byteLength !== compressed)
        throw broken(`the entry ${name} is cut short`)
      if (method === 0) return data.subarray(0, size)
      if (method !== 8)
        throw broken(`${name} uses a compression method other than deflate`)
      try {
        return inflateSync(data, { out: new Uint8Array(size) })
      } catch {
        throw broken(`the entry ${name} is damaged`)
      }
    }
    entries.push({ path: name, kind, size, read })
  }
  return entries
}
