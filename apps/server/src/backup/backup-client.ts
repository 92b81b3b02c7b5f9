import { createWriteStream, existsSync } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { openPglite } from '../db/open-pglite'
import { BACKUP_MANIFEST, writeBackup } from './backup-archive'
import { backupSocketPath } from './backup-socket'

/** Reads the archive back: a cut or corrupt one fails here, not at restore. */
export async function readManifestOf(file: string) {
  let manifest = ''
  let entries = 0
  await tar.list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      entries++
      if (entry.path === BACKUP_MANIFEST) {
        entry.on('data', (chunk: Buffer) => (manifest += chunk.toString()))
      } else entry.resume()
    },
  })
  if (!manifest)
    throw new Error(`${file} is not a Kiln backup (no ${BACKUP_MANIFEST}).`)
  const parsed = JSON.parse(manifest) as { kiln?: string; contents?: string[] }
  if (parsed.kiln !== 'backup' || !Array.isArray(parsed.contents))
    throw new Error(`${file} is not a Kiln backup.`)
  return { manifest: parsed, entries }
}

/** The running server's backup socket, or null when no server listens there. */
function connectToServer(dataDir: string): Promise<Socket | null> {
  const socketPath = backupSocketPath(dataDir)
  if (!existsSync(socketPath)) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath)
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      resolve(socket)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // left by a server that was killed
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')
        resolve(null)
      else reject(error)
    })
  })
}

/**
 * Writes a backup of DATA_DIR to `target`: from the running server through
 * its backup socket, or, when none runs, by opening the database here. The
 * archive is written beside the target and renamed once read back whole.
 */
export async function backUp(dataDir: string, target: string) {
  const partial = `${target}.partial`
  try {
    const server = await connectToServer(dataDir)
    if (server) {
      await pipeline(server, createWriteStream(partial))
    } else {
      const database = await openPglite(`${dataDir}/db`)
      try {
        await writeBackup({
          database,
          dataDir,
          output: createWriteStream(partial),
        })
      } finally {
        await database.close()
      }
    }
    await readManifestOf(partial).catch((error: unknown) => {
      throw new Error(
        `The backup was cut off (${error instanceof Error ? error.message : String(error)}); see the server's log.`
      )
    })
    await rename(partial, target)
    return (await stat(target)).size
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
