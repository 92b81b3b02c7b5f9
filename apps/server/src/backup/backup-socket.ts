import { existsSync, readdirSync, rmSync } from 'node:fs'
import { chmod } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import { STAGING_PREFIX, writeBackup } from './backup-archive'

/** The running server's backup socket, inside DATA_DIR. */
export const backupSocketPath = (dataDir: string) =>
  path.join(dataDir, 'backup.sock')

/**
 * While Kiln runs on PGlite, `npm run backup` cannot open the database (one
 * process owns it), so the server hands it a backup through a Unix socket
 * in DATA_DIR (mode 0600: whoever may read DATA_DIR may take a backup, and
 * no one else). Each connection receives one archive, then the end; a
 * failure cuts the connection, which the client sees as a broken archive.
 */
export async function listenForBackups(options: {
  database: DatabaseHandle
  dataDir: string
  log: FastifyBaseLogger
}) {
  const { database, dataDir, log } = options
  const socketPath = backupSocketPath(dataDir)
  // a socket and staging copies left by a killed server (the PGlite lock
  // says no other server runs here)
  if (existsSync(socketPath)) rmSync(socketPath, { force: true })
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(STAGING_PREFIX))
      rmSync(path.join(dataDir, name), { recursive: true, force: true })
  }
  let running: Promise<void> = Promise.resolve()
  const open = new Set<Socket>()
  const server = createServer((socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    socket.on('error', () => {})
    // one backup at a time: a second waits for the first
    running = running.then(async () => {
      log.info('backup started')
      try {
        await writeBackup({ database, dataDir, output: socket })
        log.info('backup written')
      } catch (err) {
        log.error({ err }, 'backup failed')
        socket.destroy()
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  await chmod(socketPath, 0o600)
  return {
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await running
    },
  }
}
