import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

export class DatabaseLockedError extends Error {
  constructor(pid: number, dir: string) {
    super(
      `Another Kiln process (pid ${pid}) is using the database in ${dir}. Stop it or set DATA_DIR to another directory.`
    )
    this.name = 'DatabaseLockedError'
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(lockFile: string) {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8'), 10)
  } catch {
    return Number.NaN
  }
}

/**
 * PGlite is single-process: a lock file beside the data directory holds the
 * owner's pid. A lock whose pid is dead is stale and taken over.
 */
export function lockDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`
  mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = readPid(lockFile)
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DatabaseLockedError(pid, dir)
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
