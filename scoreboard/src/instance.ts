import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'

export const repoRoot = resolve(import.meta.dirname, '../..')
const serverEntry = join(repoRoot, 'apps/server/dist/server.js')
const workerEntry = join(repoRoot, 'apps/server/dist/worker.js')

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

/** The ES256 pair every instance signs with, so probes can forge tokens with the real key. */
export const signingKeys = (() => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
  })
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
})()

export const ADMIN_EMAIL = 'admin@scoreboard.test'
export const SALELIST_EMAIL = 'owner@scoreboard.test'

export type LaunchOptions = {
  /** Extra settings for this instance (e.g. OUTBOUND_* for a probe). */
  env?: Record<string, string>
  /**
   * On PostgreSQL, run the worker as its own process so it can be killed
   * alone. PGlite allows one process, so there the worker stays in-process.
   */
  separateWorker?: boolean
  /** How many worker processes to run when the worker is separate (default 1). */
  workers?: number
  /**
   * The PostgreSQL server to create the instance's database on; null for
   * PGlite. Default: DATABASE_URL.
   */
  adminUrl?: string | null
}

/**
 * A fresh Kiln: the built server (`apps/server/dist`) on free ports with a new
 * data directory, and a new PostgreSQL database when DATABASE_URL is set.
 * Output goes to a log file that probes read (e.g. for leaked secrets).
 */
export async function launchInstance(
  baseEnv: Record<string, string>,
  options: LaunchOptions = {}
) {
  const port = await freePort()
  const previewPort = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'kiln-scoreboard-'))
  const logFile = join(dir, 'server.log')
  const log = createWriteStream(logFile, { flags: 'a' })
  // a child's last lines may arrive after dispose() closed the log
  log.on('error', () => {})
  const adminUrl =
    options.adminUrl === undefined ? process.env.DATABASE_URL : options.adminUrl
  let databaseUrl: string | undefined
  let databaseName: string | undefined
  if (adminUrl) {
    databaseName = `kiln_scoreboard_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${databaseName}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  const publicUrl = `http://localhost:${port}`
  const separateWorker = Boolean(options.separateWorker && databaseUrl)
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    PREVIEW_PORT: String(previewPort),
    PUBLIC_URL: publicUrl,
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: databaseUrl ?? '',
    JWT_PRIVATE_KEY: signingKeys.privatePem,
    JWT_PUBLIC_KEY: signingKeys.publicPem,
    ADMIN_EMAILS: ADMIN_EMAIL,
    SALELIST_EMAILS: SALELIST_EMAIL,
    LOG_LEVEL: 'info',
    ALLOW_PRIVATE_NETWORK_TARGETS: '0',
    WORKER_IN_PROCESS: separateWorker ? '0' : '1',
    ...baseEnv,
    ...options.env,
  }

  let server: ChildProcess | undefined
  let workers: ChildProcess[] = []
  const workerCount = Math.max(1, options.workers ?? 1)
  const run = (entry: string, name: string) => {
    // SCOREBOARD_NODE_ARGS: extra node flags for Kiln's processes, e.g. --cpu-prof.
    const nodeArgs =
      process.env.SCOREBOARD_NODE_ARGS?.split(' ').filter(Boolean) ?? []
    const child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd: repoRoot,
      env,
    })
    child.stdout?.pipe(log, { end: false })
    child.stderr?.pipe(log, { end: false })
    child.on('exit', (code, signal) =>
      log.write(`\n[scoreboard] ${name} exited (${code ?? signal})\n`)
    )
    return child
  }
  const stopChild = async (
    child: ChildProcess | undefined,
    signal: NodeJS.Signals
  ) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    child.kill(signal)
    await Promise.race([exited, sleep(15_000)])
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
  }

  const apiUrl = `${publicUrl}/api`
  async function waitForHealth() {
    for (let i = 0; i < 1200; i++) {
      if (server && server.exitCode !== null) {
        throw new Error(`Kiln exited at start; see ${logFile}`)
      }
      try {
        if ((await fetch(`${apiUrl}/health`)).ok) return
      } catch {
        // not listening yet
      }
      await sleep(50)
    }
    throw new Error(`Kiln did not answer /api/health; see ${logFile}`)
  }

  async function start() {
    server = run(serverEntry, 'server')
    await waitForHealth()
    if (separateWorker) startWorkers()
  }
  function startWorkers() {
    workers = Array.from({ length: workerCount }, (_, i) =>
      run(workerEntry, workerCount > 1 ? `worker ${i + 1}` : 'worker')
    )
  }
  await start()

  return {
    publicUrl,
    apiUrl,
    previewPort,
    dir,
    dataDir: env.DATA_DIR!,
    databaseUrl,
    /** Whether the worker runs as its own process (PostgreSQL). */
    separateWorker,
    /** Everything the server (and worker) printed so far. */
    logs: () => readFileSync(logFile, 'utf8'),
    /** SIGKILL the process that runs builds: the worker, or the whole server on PGlite. */
    async killWorker() {
      if (separateWorker)
        await Promise.all(workers.map((w) => stopChild(w, 'SIGKILL')))
      else await stopChild(server, 'SIGKILL')
    },
    /** Start again what killWorker stopped. */
    async startWorker() {
      if (separateWorker) startWorkers()
      else await start()
    },
    /** Graceful stop of every process (the database stays for dumpDatabase). */
    async stop() {
      await Promise.all(workers.map((w) => stopChild(w, 'SIGTERM')))
      await stopChild(server, 'SIGTERM')
    },
    /** Every row of every table as JSON lines; on PGlite only after stop(). */
    async dumpDatabase(): Promise<string> {
      return databaseUrl
        ? dumpPostgres(databaseUrl)
        : dumpPglite(join(env.DATA_DIR!, 'db'))
    },
    /** Stops, then removes the data directory and database. */
    async dispose() {
      await this.stop()
      log.end()
      if (adminUrl && databaseName) {
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
        await admin.unsafe(
          `drop database if exists ${databaseName} with (force)`
        )
        await admin.end()
      }
      if (!process.env.SCOREBOARD_KEEP) {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export type Instance = Awaited<ReturnType<typeof launchInstance>>

const bigintSafe = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? String(value) : value

const TABLES = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`

async function dumpPostgres(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const tables = await sql.unsafe<{ table_name: string }[]>(TABLES)
    const lines: string[] = []
    for (const { table_name } of tables) {
      const rows = await sql.unsafe(`select * from "${table_name}"`)
      for (const row of rows)
        lines.push(`${table_name} ${JSON.stringify(row, bigintSafe)}`)
    }
    return lines.join('\n')
  } finally {
    await sql.end()
  }
}

async function dumpPglite(dir: string) {
  const db = new PGlite(dir)
  try {
    const tables = await db.query<{ table_name: string }>(TABLES)
    const lines: string[] = []
    for (const { table_name } of tables.rows) {
      const rows = await db.query(`select * from "${table_name}"`)
      for (const row of rows.rows)
        lines.push(`${table_name} ${JSON.stringify(row, bigintSafe)}`)
    }
    return lines.join('\n')
  } finally {
    await db.close()
  }
}
