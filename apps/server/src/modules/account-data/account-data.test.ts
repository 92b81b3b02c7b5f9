import { eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appEntities,
  appFiles,
  appRecords,
  creditLedger,
  users,
} from '../../db/schema'
import { PASSWORD, signup } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { createFileStorage } from '../app-data/files/file-storage'
import { startS3Server } from '../app-data/test/s3-server'
import { client, type Client } from '../build-tasks/test/build-test-kit'

describe('account data: credit history, export, deletion', () => {
  let ctx: TestContext
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let alice: Client
  let bob: Client

  beforeAll(async () => {
    s3 = await startS3Server()
    ctx = await buildTestApp({
      env: testEnv({ WORKER_IN_PROCESS: '0', APP_FILES_S3_URL: s3.url }),
    })
    alice = client(ctx, await signup(ctx.app))
    bob = client(ctx, await signup(ctx.app))
    await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(async () => {
    await ctx.close()
    await s3.close()
  })

  it('lists the credit history newest first with the project it paid for', async () => {
    const res = await alice.get(`/users/${alice.user.userId}/credit-history`)
    expect(res.statusCode, res.body).toBe(200)
    const { entries } = res.json()
    expect(entries.length).toBeGreaterThan(0)
    expect(entries[0]).toMatchObject({
      reason: expect.stringMatching(/^build_/),
      projectName: expect.any(String),
    })
    expect(
      (await bob.get(`/users/${alice.user.userId}/credit-history`)).statusCode
    ).toBe(403)
    expect(
      (await bob.get(`/users/${bob.user.userId}/credit-history`)).json()
    ).toEqual({ entries: [] })
  })

  it('exports the account as a zip with the versions, the chat and no secret', async () => {
    await alice.post('/mcp-servers', {
      name: 'Docs',
      url: 'https://mcp.example.com/mcp',
      description: 'docs server',
      connectionStatus: 'PENDING',
    })
    const [own] = (await alice.get('/new_build')).json()
    await alice.put(`/build_project/${own.projectId}/env`, {
      variables: [{ name: 'VITE_TITLE', value: 'Todos' }],
    })
    await alice.put(`/build_project/${own.projectId}/knowledge`, {
      content: 'Use British spelling.',
    })
    // App data: one collection over a page of records, one empty.
    await ctx.app.db.insert(appEntities).values([
      { projectId: own.projectId, name: 'Tasks', fields: [] },
      { projectId: own.projectId, name: 'Empty', fields: [] },
    ])
    await ctx.app.db.insert(appRecords).values(
      Array.from({ length: 1001 }, (_, i) => ({
        projectId: own.projectId,
        entity: 'Tasks',
        data: { title: `Task "${i}"` },
      }))
    )
    const res = await alice.get(`/users/${alice.user.userId}/export`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const zip = unzipSync(new Uint8Array(res.rawPayload))
    const names = Object.keys(zip)
    const account = JSON.parse(strFromU8(zip['account.json']!))
    expect(account.email).toBe(alice.user.email)
    expect(JSON.stringify(account)).not.toContain('password')
    const project = names.find((name) => name.endsWith('/project.json'))!
    const meta = JSON.parse(strFromU8(zip[project]!))
    expect(meta.versions[0]).toMatchObject({
      version: 1,
      prompt: 'A todo app',
    })
    expect(meta.variables).toEqual({ VITE_TITLE: 'Todos' })
    const root = project.replace(/project\.json$/, '')
    expect(names).toContain(`${root}thread.json`)
    const v1 = JSON.parse(strFromU8(zip[`${root}versions/v1.json`]!))
    expect(meta.versions[0].files).toBe('versions/v1.json')
    const app = v1.files['src/App.tsx'] as string
    expect(app).toMatch(/^blobs\/[0-9a-f]{64}\.tsx$/)
    expect(strFromU8(zip[app]!)).toContain('export function App()')
    const tasks = JSON.parse(strFromU8(zip[`${root}data/tasks.json`]!))
    expect(tasks.collection).toBe('Tasks')
    expect(tasks.records).toHaveLength(1001)
    expect(
      new Set(
        tasks.records.map((r: { data: { title: string } }) => r.data.title)
      )
    ).toEqual(new Set(Array.from({ length: 1001 }, (_, i) => `Task "${i}"`)))
    expect(
      JSON.parse(strFromU8(zip[`${root}data/empty.json`]!)).records
    ).toEqual([])
    const integrations = JSON.parse(strFromU8(zip['integrations.json']!))
    expect(integrations.mcpServers[0].name).toBe('Docs')
    const knowledge = JSON.parse(strFromU8(zip['knowledge.json']!))
    expect(knowledge).toEqual([
      expect.objectContaining({
        scope: 'project',
        projectId: own.projectId,
        content: 'Use British spelling.',
        revision: 1,
      }),
    ])
    expect(
      (await bob.get(`/users/${alice.user.userId}/export`)).statusCode
    ).toBe(403)
  })

  it('deletes the account only with its e-mail and removes everything it owns, stored app files included', async () => {
    const carol = client(ctx, await signup(ctx.app))
    const task = await carol.build({ prompt: 'A photo wall', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const storage = createFileStorage(s3.url)
    if (storage.kind !== 's3') throw new Error('expected s3 storage')
    const key = `app-files/${task.projectId}/photo-1`
    await storage.put(key, Buffer.from('png bytes'), 'image/png')
    await ctx.app.db.insert(appFiles).values({
      projectId: task.projectId,
      name: 'photo.png',
      contentType: 'image/png',
      size: 9,
      sha256: 'x'.repeat(64),
      storage: 's3',
      storageKey: key,
      urlToken: 'token-1',
    })

    const path = `/users/${carol.user.userId}`
    const wrong = await carol.call('DELETE', path, { email: 'not@me.example' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toMatch(/Nothing was deleted/)
    const foreign = await bob.call('DELETE', path, { email: carol.user.email })
    expect(foreign.statusCode).toBe(403)

    const res = await carol.call('DELETE', path, {
      email: carol.user.email.toUpperCase(),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ deleted: true, projects: 1 })

    const { db } = ctx.app
    expect(
      await db.select().from(users).where(eq(users.id, carol.user.userId))
    ).toEqual([])
    expect(
      await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, carol.user.userId))
    ).toEqual([])
    const left = (await db.execute(
      sql`select count(*)::int as n from build_tasks where user_id = ${carol.user.userId}`
    )) as unknown as { rows?: { n: number }[] } & { n: number }[]
    expect(Number((left.rows ?? left)[0]!.n)).toBe(0)
    await expect(storage.get(key)).rejects.toThrow()
    // The old tokens no longer work and the e-mail can sign up again.
    expect((await carol.get(`${path}/profile`)).statusCode).toBe(401)
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: carol.user.email, password: PASSWORD },
    })
    expect(again.statusCode, again.body).toBeLessThan(300)
    // Someone else's data is untouched.
    expect(
      (await alice.get(`/users/${alice.user.userId}/profile`)).statusCode
    ).toBe(200)
  })
})
