import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { entriesDir, MARKER, type Marker } from './store-layout.ts'

/**
 * Bytes of the registry packages in the store at `root` (what
 * PACKAGE_STORE_MAX_MB bounds; seed packages are links and do not count),
 * read from each package's marker without blocking the thread.
 */
export async function packageStoreBytes(root: string): Promise<number> {
  let names: string[]
  try {
    names = await readdir(entriesDir(root))
  } catch {
    return 0 // no store yet
  }
  let total = 0
  for (const name of names) {
    try {
      const marker = JSON.parse(
        await readFile(join(entriesDir(root), name, MARKER), 'utf8')
      ) as Marker
      if (marker.source !== 'seed') total += marker.bytes
    } catch {
      // being written or evicted by another process
    }
  }
  return total
}
