import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port'
import {
  freshPostgresDatabase,
  killAll,
  sharedSettings,
  startKiln,
  type Kiln,
} from '../test/kiln-process'

describe.runIf(process.env.TEST_DATABASE_URL)(
  'migrations on a fresh PostgreSQL database',
  () => {
    const started: Kiln[] = []
    const dirs: string[] = []
    let drop = async () => {}
    afterAll(async () => {
      killAll(started)
      await Promise.all(started.map((kiln) => kiln.exited))
      await drop()
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    })

    it('two API processes and a worker started together all start; the schema is applied once', async () => {
      const database = await freshPostgresDatabase()
      drop = database.drop
      const shared = { ...sharedSettings(), DATABASE_URL: database.url }
      const dataDir = () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'kiln-migrate-'))
        dirs.push(dir)
        return dir
      }
      const api = async () => {
        const port = await freePort()
        return {
          port,
          kiln: startKiln('server', {
            ...shared,
            DATA_DIR: dataDir(),
            PORT: String(port),
            PREVIEW_PORT: String(await freePort()),
            WORKER_IN_PROCESS: '0',
          }),
        }
      }
      const apis = [await api(), await api()]
      const worker = startKiln('worker', { ...shared, DATA_DIR: dataDir() })
      started.push(...apis.map(({ kiln }) => kiln), worker)

      await Promise.all([...apis.map(({ kiln }) => kiln.ready), worker.ready])
      for (const { port } of apis) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`)
        expect(res.status).toBe(200)
      }
      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      try {
        const [counts] = await sql<{ applied: number; distinct: number }[]>`
          select count(*)::int as applied, count(distinct hash)::int as distinct
          from drizzle.__drizzle_migrations`
        expect(counts!.applied).toBeGreaterThan(0)
        expect(counts!.distinct).toBe(counts!.applied)
      } finally {
        await sql.end()
      }
    }, 120_000)
  }
)
