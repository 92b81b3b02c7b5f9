import { mkdirSync } from 'node:fs'
import { Unpack, type ReadEntry } from 'tar'

/** The package unpacks to more than the limit; nothing useful was written. */
export class TooBigError extends Error {
  constructor(readonly bytes: number) {
    super(`unpacks to more than ${bytes} bytes`)
  }
}

/**
 * Unpacks an npm tarball (gzip) into `dest` without its top folder. Only
 * files and folders are written: links, devices and absolute or `..` paths
 * are dropped, owners are not kept. Stops with TooBigError once the files
 * add up to more than `maxBytes` (0 = no limit). Returns the unpacked size.
 */
export async function extractTarball(
  bytes: Uint8Array,
  dest: string,
  maxBytes: number
): Promise<number> {
  mkdirSync(dest, { recursive: true })
  let total = 0
  let tooBig = false
  const unpack = new Unpack({
    cwd: dest,
    strip: 1,
    preserveOwner: false,
    filter: (_path, entry) => {
      const type = (entry as ReadEntry).type
      if (type !== 'File' && type !== 'Directory') return false
      if (type === 'File') total += (entry as ReadEntry).size
      if (maxBytes > 0 && total > maxBytes) tooBig = true
      return !tooBig
    },
  })
  await new Promise<void>((resolve, reject) => {
    unpack.on('error', reject)
    unpack.on('close', () => resolve())
    unpack.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  })
  if (tooBig) throw new TooBigError(total)
  return total
}
