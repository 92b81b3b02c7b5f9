import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port'
import { openTestPglite } from '../test/test-database'
import { openPglite } from './open-pglite'
import { users } from './schema'

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url))

const started: ChildProcess[] = []

/**
 * Runs the real server in a child process on a PGlite directory. The ports
 * are chosen here: the API's and the preview's "Server listening" lines come
 * from two loggers and may reach stdout in either order.
 */
async function startServer(dataDir: string) {
  const [port, previewPort] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PREVIEW_PORT: String(previewPort),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const url = new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Kiln is ready at')) {
        resolve(`http://127.0.0.1:${port}`)
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}): ${output}`))
    )
  })
  return { child, url }
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => child.once('exit', resolve))

describe('PGlite on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiln-durable-'))
  // A failed test must not leave its server holding the database lock.
  afterEach(() => {
    for (const child of started.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
      }
    }
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is locked to one process, and keeps a 2xx write after a kill', async () => {
    const dbDir = path.join(dataDir, 'db')
    await (await openTestPglite(dbDir)).close()
    const { child, url } = await startServer(dataDir)
    const baseUrl = await url

    await expect(openPglite(dbDir)).rejects.toThrow(
      `Another Kiln process (pid ${child.pid}) is using the database in ${dbDir}. Stop it or set DATA_DIR to another directory.`
    )

    const email = `durable-${Date.now()}@example.com`
    const res = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'long enough password' }),
    })
    expect(res.status).toBe(201)
    child.kill('SIGKILL')
    await exited(child)

    const reopened = await openPglite(dbDir)
    try {
      const rows = await reopened.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, email))
      expect(rows).toHaveLength(1)
    } finally {
      await reopened.close()
    }
  }, 90_000)

  it('shuts down on SIGTERM: exit 0, database closed, lock released', async () => {
    const { child, url } = await startServer(dataDir)
    await url
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true)
    child.kill('SIGTERM')
    expect(await exited(child)).toBe(0)
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false)
  }, 90_000)
})
