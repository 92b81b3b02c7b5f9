import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../db/open-pglite'
import { freePort } from '../test/free-port'
import { killAll, startKiln, type Kiln } from '../test/kiln-process'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/** Runs `npm run backup|restore` as the scripts do (tsx), against DATA_DIR. */
function runCommand(
  command: 'backup' | 'restore',
  file: string,
  dataDir: string
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `src/${command}-command.ts`, file],
    {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output }))
  )
}

/** Every row of every table (public and drizzle's), sorted, as JSON. */
async function everyTable(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'db'))
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name
       from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
       order by 1`
    )
    const dump: Record<string, string[]> = {}
    for (const { name } of tables) {
      const { rows } = await client.query(`select * from ${name}`)
      dump[name] = rows.map((row) => JSON.stringify(row)).sort()
    }
    return dump
  } finally {
    await database.close()
  }
}

/** Every file under DATA_DIR/keys, by name. */
const keyFiles = (dataDir: string) =>
  Object.fromEntries(
    readdirSync(path.join(dataDir, 'keys')).map((name) => [
      name,
      readFileSync(path.join(dataDir, 'keys', name), 'utf8'),
    ])
  )

describe('npm run backup / npm run restore (PGlite)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kiln-backup-'))
  const dataDir = path.join(work, 'data')
  const archive = path.join(work, 'kiln.tar.gz')
  const started: Kiln[] = []
  afterAll(async () => {
    killAll(started)
    await Promise.all(started.map((kiln) => kiln.exited))
    rmSync(work, { recursive: true, force: true })
  })

  let port = 0
  async function startServer(dir = dataDir) {
    // the same port each time: PUBLIC_URL (the tokens' issuer) follows it
    port ||= await freePort()
    const kiln = startKiln('server', {
      DATA_DIR: dir,
      PORT: String(port),
      PREVIEW_PORT: String(await freePort()),
      PACKAGE_OFFLINE: '1',
    })
    started.push(kiln)
    await kiln.ready
    const api = `http://127.0.0.1:${port}/api`
    const call = async (
      method: string,
      url: string,
      token?: string,
      body?: object
    ) => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      }
    }
    return { kiln, call }
  }

  it('backs up a running instance, restores it into an empty data directory, and it starts as it was', async () => {
    const { kiln, call } = await startServer()
    const email = `backup-${Date.now()}@example.com`
    const password = 'correct horse battery'
    const signup = await call('POST', '/auth/signup', undefined, {
      email,
      password,
    })
    expect(signup.status).toBe(201)
    const token = String(signup.body.accessToken)
    const tasks: string[] = []
    for (const prompt of [
      'A bakery landing page',
      'A todo list for groceries',
    ]) {
      const created = await call('POST', '/build_task', token, {
        prompt,
        model: 'offline',
      })
      expect(created.status).toBe(201)
      tasks.push(String(created.body._id))
    }
    await expect
      .poll(
        async () =>
          Promise.all(
            tasks.map(
              async (id) =>
                (await call('GET', `/build_task/${id}`, token)).body.status
            )
          ),
        { timeout: 90_000, interval: 250 }
      )
      .toEqual(['COMPLETED', 'COMPLETED'])

    // the server holds the database: the backup goes through its socket
    const backup = await runCommand('backup', archive, dataDir)
    expect(backup.output).toContain(`to ${archive}`)
    expect(backup.code).toBe(0)
    // and it still answers
    expect((await call('GET', '/health')).status).toBe(200)

    kiln.child.kill('SIGTERM')
    expect(await kiln.exited).toBe(0)
    const before = await everyTable(dataDir)
    const keys = keyFiles(dataDir)
    expect(before['public.users']).toHaveLength(1)
    expect(before['public.build_tasks']).toHaveLength(2)
    expect(before['public.artifact_blobs']!.length).toBeGreaterThan(0)

    rmSync(dataDir, { recursive: true, force: true })
    const restored = await runCommand('restore', archive, dataDir)
    expect(restored.code, restored.output).toBe(0)
    expect(await everyTable(dataDir)).toEqual(before)
    expect(keyFiles(dataDir)).toEqual(keys)

    const again = await runCommand('restore', archive, dataDir)
    expect(again.code).toBe(1)
    expect(again.output).toContain(
      `DATA_DIR (${dataDir}) is not empty: restore only into an empty data directory.`
    )

    // Started again: the old session's token and the password both work.
    const { call: callRestored } = await startServer()
    const task = await callRestored('GET', `/build_task/${tasks[0]}`, token)
    expect(task.status).toBe(200)
    expect(task.body.status).toBe('COMPLETED')
    const login = await callRestored('POST', '/auth/login', undefined, {
      email,
      password,
    })
    expect(login.status).toBe(200)
  }, 240_000)

  it('backs up a stopped instance by opening its database itself', async () => {
    killAll(started)
    await Promise.all(started.map((kiln) => kiln.exited))
    const second = path.join(work, 'stopped.tar.gz')
    const backup = await runCommand('backup', second, dataDir)
    expect(backup.code, backup.output).toBe(0)
    const other = path.join(work, 'other-data')
    expect((await runCommand('restore', second, other)).code).toBe(0)
    expect(await everyTable(other)).toEqual(await everyTable(dataDir))
  }, 120_000)

  it('takes a consistent copy while sign-ups write to the database', async () => {
    const busyDir = path.join(work, 'busy-data')
    const { kiln, call } = await startServer(busyDir)
    const signUp = (i: number) =>
      call('POST', '/auth/signup', undefined, {
        email: `busy-${i}-${Date.now()}@example.com`,
        password: 'correct horse battery',
      })
    for (let i = 0; i < 3; i++) expect((await signUp(i)).status).toBe(201)
    let writing = true
    let written = 3
    const writer = (async () => {
      while (writing) {
        const { status } = await signUp(written)
        // Sign-ups per address are rate-limited: past the limit, wait.
        if (status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          continue
        }
        expect(status).toBe(201)
        written++
      }
    })()
    const file = path.join(work, 'busy.tar.gz')
    const backup = await runCommand('backup', file, busyDir)
    writing = false
    await writer
    expect(backup.code, backup.output).toBe(0)
    kiln.child.kill('SIGTERM')
    expect(await kiln.exited).toBe(0)

    const copy = path.join(work, 'busy-copy')
    const restored = await runCommand('restore', file, copy)
    expect(restored.code, restored.output).toBe(0)
    const tables = await everyTable(copy)
    const users = tables['public.users']!.length
    expect(users).toBeGreaterThanOrEqual(3)
    expect(users).toBeLessThanOrEqual(written)
    // no row points at one the copy lacks
    const userIds = new Set(
      tables['public.users']!.map(
        (row) => (JSON.parse(row) as { id: string }).id
      )
    )
    const sessionUsers = new Set(
      tables['public.sessions']!.map(
        (row) => (JSON.parse(row) as { user_id: string }).user_id
      )
    )
    for (const userId of sessionUsers) expect(userIds.has(userId)).toBe(true)
    expect(sessionUsers.size).toBeGreaterThanOrEqual(3)
  }, 240_000)

  it('refuses a file that is not a backup', async () => {
    const empty = path.join(work, 'empty-data')
    const res = await runCommand(
      'restore',
      path.join(serverDir, 'package.json'),
      empty
    )
    expect(res.code).toBe(1)
    expect(res.output).toMatch(/^Restore failed: /m)
  }, 60_000)
})
