import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Every file Kiln wrote under DATA_DIR (built artifacts, uploads…), as text;
 * the database's own directory is searched through its rows instead.
 */
export function dataDirFiles(dataDir: string, skip = ['db']) {
  const files: { where: string; text: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      const rel = relative(dataDir, path)
      if (skip.includes(rel)) continue
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && statSync(path).size < 20_000_000) {
        files.push({
          where: `data dir file ${rel}`,
          text: readFileSync(path).toString('latin1'),
        })
      }
    }
  }
  try {
    walk(dataDir)
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error
  }
  return files
}
