import pako from 'pako'
import {
  GIT_LIMIT_MESSAGES,
  GitLimitError,
  type GitLimits,
} from './git-limits.ts'

const OFS_DELTA = 6
const REF_DELTA = 7

/** A size varint as a delta's header spells it. */
function deltaSize(bytes: Uint8Array, at: number): [number, number] {
  let size = 0
  let shift = 0
  let byte: number
  do {
    byte = bytes[at++] ?? 0
    size += (byte & 0x7f) * 2 ** shift
    shift += 7
  } while (byte & 0x80 && shift < 56)
  return [size, at]
}

/**
 * Checks a fetched pack against `limits` before Git unpacks it: the object
 * count, and the bytes its objects hold once inflated (a delta at the size
 * of its result). Each object is inflated only as far as it declares, so a
 * pack whose objects inflate beyond what they declare (a zip bomb in a pack)
 * is refused without its bytes ever being held.
 */
export function scanPack(pack: Uint8Array, limits: GitLimits): void {
  const tooLarge = () =>
    new GitLimitError(413, GIT_LIMIT_MESSAGES.TOO_MANY_BYTES(limits))
  const corrupt = () => new GitLimitError(422, GIT_LIMIT_MESSAGES.CORRUPT)
  if (pack.length < 12) return
  const view = new DataView(pack.buffer, pack.byteOffset, pack.byteLength)
  if (view.getUint32(0) !== 0x5041434b) throw corrupt() // "PACK"
  const count = view.getUint32(8)
  if (count > limits.maxPackObjects)
    throw new GitLimitError(413, GIT_LIMIT_MESSAGES.TOO_MANY_OBJECTS(limits))
  let at = 12
  let total = 0
  for (let i = 0; i < count; i++) {
    let byte = pack[at++] ?? 0
    const type = (byte >> 4) & 7
    let declared = byte & 0x0f
    let shift = 4
    while (byte & 0x80) {
      byte = pack[at++] ?? 0
      declared += (byte & 0x7f) * 2 ** shift
      shift += 7
    }
    if (type === OFS_DELTA) {
      do byte = pack[at++] ?? 0
      while (byte & 0x80)
    } else if (type === REF_DELTA) at += 20
    if (at >= pack.length) throw corrupt()
    const isDelta = type === OFS_DELTA || type === REF_DELTA
    if (!isDelta && total + declared > limits.maxUnpackedBytes) throw tooLarge()
    let inflated = 0
    let head: Uint8Array | null = null
    const inflator = new pako.Inflate()
    inflator.onData = (chunk) => {
      const bytes = chunk as Uint8Array
      head ??= bytes.slice(0, 20)
      inflated += bytes.length
      if (inflated > declared) throw corrupt()
    }
    let ended = false
    inflator.onEnd = (status) => {
      if (status !== 0) throw corrupt()
      ended = true
    }
    inflator.push(pack.subarray(at), false)
    if (!ended || inflated !== declared) throw corrupt()
    at =
      pack.length -
      (inflator as unknown as { strm: { avail_in: number } }).strm.avail_in
    let size = declared
    if (isDelta) {
      const [, next] = deltaSize(head ?? new Uint8Array(), 0)
      size = deltaSize(head ?? new Uint8Array(), next)[0]
    }
    total += size
    if (total > limits.maxUnpackedBytes) throw tooLarge()
  }
}
