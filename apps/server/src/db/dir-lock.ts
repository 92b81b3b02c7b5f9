import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
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

/** Lock files this process holds (a restarted container may reuse our pid). */
const heldLocks = new Set<string>()

/** Creates the lock file with its content in one step (link fails if it exists). */
function tryCreate(lockFile: string) {
  const temp = `${lockFile}.${process.pid}.tmp`
  writeFileSync(temp, String(process.pid))
  try {
    linkSync(temp, lockFile)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(temp, { force: true })
  }
}

/**
 * PGlite is single-process: a lock file beside the data directory holds the
 * owner's pid. A lock whose pid is dead (or is our own pid, left by an
 * earlier life of a container) is stale and taken over.
 */
export function lockDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`
  mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockFile)) {
      heldLocks.add(lockFile)
      return () => {
        heldLocks.delete(lockFile)
        if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true })
      }
    }
    const pid = readPid(lockFile)
    const isOurs = pid === process.pid && !heldLocks.has(lockFile)
    if (Number.isInteger(pid) && pid > 0 && !isOurs && isAlive(pid)) {
      throw new DatabaseLockedError(pid, dir)
    }
    if (pid === process.pid && heldLocks.has(lockFile)) {
      throw new DatabaseLockedError(pid, dir)
    }
    if (readPid(lockFile) === pid) rmSync(lockFile, { force: true })
  }
  throw new Error(`Could not lock ${dir}`)
}
