import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`

describe('POST /build_task/{id}/edit', () => {
  let ctx: TestContext
  let alice: Client
  let first: { _id: string; projectId: string }

  const files = async (client: Client, id: string) =>
    Object.fromEntries(
      (await client.get(`/build_task/${id}/files`))
        .json<{ files: { path: string; content: string }[] }>()
        .files.map((file) => [file.path, file.content])
    )
  const used = async (client: Client) =>
    (await client.get(`/users/${client.user.userId}/profile`)).json().user
      .credits.creditsUsedThisCycle

  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  it('makes the next version from the user’s changes, bundled, in the thread and history, for no credit', async () => {
    const before = await files(alice, first._id)
    const app = Object.keys(before).find((path) => path.endsWith('.tsx'))!
    const creditsBefore = await used(alice)
    const res = await alice.post(`/build_task/${first._id}/edit`, {
      files: {
        [app]: `${before[app]}\n// edited by hand\n`,
        'public/logo.png': PNG,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const edited = res.json()
    expect(edited).toMatchObject({
      projectId: first.projectId,
      status: 'PENDING',
      prompt: `Edited ${app} and changed 1 other file`,
    })
    await ctx.app.buildWorker.drain()
    const done = await alice.task(edited._id)
    expect(done.status, JSON.stringify(done)).toBe('COMPLETED')
    const after = await files(alice, edited._id)
    expect(after[app]).toContain('// edited by hand')
    expect(after['public/logo.png']).toBe(PNG)
    expect(await used(alice)).toBe(creditsBefore)

    const history = await alice.post(
      '/build_task/version_control/list_history',
      { projectId: first.projectId }
    )
    expect(history.json().activeTaskId).toBe(edited._id)
    const thread = await alice.get(`/build_task/${edited._id}/thread`)
    expect(JSON.stringify(thread.json())).toContain(`Edited ${app}`)
  })

  it('says a hand edit that does not build is the edit’s problem, not a model’s', async () => {
    const before = await files(alice, first._id)
    const app = Object.keys(before).find((path) => path.endsWith('App.tsx'))!
    const res = await alice.post(`/build_task/${first._id}/edit`, {
      files: { [app]: 'export default function App( {' },
    })
    expect(res.statusCode, res.body).toBe(201)
    await ctx.app.buildWorker.drain()
    const done = await alice.task(res.json()._id)
    expect(done.status).toBe('FAILED')
    expect(done.error).toBe(
      'Your edit does not build: the app has errors after your change. Fix them in the code, or restore the version before it.'
    )
    const thread = (await alice.get(`/build_task/${done._id}/thread`)).json<{
      messages: { content: string }[]
    }>()
    const text = thread.messages.map((m) => m.content).join('\n')
    expect(text).not.toMatch(/model|repair rounds/i)
  })

  it('refuses paths outside the project, unknown upload types, other users and a build in progress', async () => {
    const bad = await alice.post(`/build_task/${first._id}/edit`, {
      files: { '../secret.txt': 'x' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toMatch(/not a file path/)
    const exe = await alice.post(`/build_task/${first._id}/edit`, {
      files: { 'public/tool.exe': 'data:application/octet-stream;base64,TVo=' },
    })
    expect(exe.statusCode).toBe(400)
    expect(exe.json().error.message).toMatch(/cannot be uploaded/)
    const empty = await alice.post(`/build_task/${first._id}/edit`, {
      files: {},
    })
    expect(empty.statusCode).toBe(400)

    const bob = await newClient(ctx)
    const foreign = await bob.post(`/build_task/${first._id}/edit`, {
      files: { 'src/x.ts': 'export {}' },
    })
    expect(foreign.statusCode).toBe(404)

    const pending = await alice.post(`/build_task/${first._id}/edit`, {
      files: { 'src/a.ts': 'export const a = 1' },
    })
    expect(pending.statusCode).toBe(201)
    const again = await alice.post(`/build_task/${first._id}/edit`, {
      files: { 'src/b.ts': 'export const b = 1' },
    })
    expect(again.statusCode).toBe(409)
    await ctx.app.buildWorker.drain()
  })
})
