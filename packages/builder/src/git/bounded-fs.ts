import fs from 'node:fs'
import type { GitLimits } from './git-limits.ts'
import { scanPack } from './pack-scan.ts'

const PACK_FILE = /[\\/]objects[\\/]pack[\\/]pack-[0-9a-f]*\.pack$/

/**
 * The file system isomorphic-git works in: a fetched pack is checked
 * against `limits` when Git writes it, before it is indexed (inflated).
 */
export function boundedFs(limits: GitLimits) {
  const promises = { ...fs.promises }
  promises.writeFile = (async (path, data, options) => {
    if (
      typeof path === 'string' &&
      PACK_FILE.test(path) &&
      data instanceof Uint8Array
    )
      scanPack(data, limits)
    return fs.promises.writeFile(path, data, options)
  }) as typeof fs.promises.writeFile
  return { promises }
}
