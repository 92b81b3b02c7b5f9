import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import {
  startGitServer,
  type GitServer,
} from '../project-import/test/git-server'
import {
  filesOf,
  postZip,
  textEntries,
  VITE_PROJECT,
  zipOf,
} from '../project-import/test/import-kit'

const TOKEN = 'sync-token-789'
const APP = 'src/App.tsx'

describe('Git sync of a project', () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let git: GitServer
  let projectId: string
  let webhookSecret: string

  const drain = () => ctx.app.buildWorker.drain()
  const head = async (client = alice) =>
    (
      await client.post('/build_task/version_control/list_history', {
        projectId,
      })
    ).json().activeTaskId as string
  const state = async () =>
    (await alice.get(`/build_project/${projectId}/git`)).json().git
  const edit = async (files: Record<string, string>, summary: string) => {
    const res = await alice.post(`/build_task/${await head()}/edit`, {
      files,
      summary,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json()._id as string
  }

  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        GIT_SYNC_INTERVAL_SECONDS: '0',
      }),
    })
    alice = await newClient(ctx)
    bob = await newClient(ctx)
    git = await startGitServer({ password: TOKEN })
    git.createRepo('shop')
    const res = await postZip(
      ctx,
      alice,
      zipOf(textEntries(VITE_PROJECT)),
      'shop.zip'
    )
    expect(res.statusCode, res.body).toBe(201)
    projectId = res.json().projectId
    await drain()
  })
  afterAll(async () => {
    await git?.close()
    await ctx?.close()
  })

  it('refuses a wrong token on connect with a clear message, without the token', async () => {
    const res = await alice.put(`/build_project/${projectId}/git`, {
      url: git.url('shop'),
      branch: 'main',
      token: 'not-the-token',
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().error.message).toContain('refused the token')
    expect(res.body).not.toContain('not-the-token')
    expect((await alice.get(`/build_project/${projectId}/git`)).json()).toEqual(
      { git: null }
    )
  })

  it('connects to an empty branch and pushes the project; the token is never answered', async () => {
    const res = await alice.put(`/build_project/${projectId}/git`, {
      url: git.url('shop'),
      branch: 'main',
      token: TOKEN,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain(TOKEN)
    const body = res.json()
    expect(body.git).toMatchObject({
      url: git.url('shop'),
      branch: 'main',
      hasToken: true,
    })
    expect(body.webhookSecret).toEqual(expect.any(String))
    webhookSecret = body.webhookSecret
    await drain()
    const pushed = await head()
    expect(git.show('shop', 'main', APP)).toBe(VITE_PROJECT[APP])
    expect(git.log('shop', 'main', '%s|%b')).toEqual([
      `Imported shop.zip|Kiln-Version: ${pushed}`,
    ])
    expect(git.log('shop', 'main', '%ae')[0]).toBe(alice.user.email)
    const after = await state()
    expect(after).toMatchObject({ status: 'idle', lastError: null })
    expect(after.remoteCommit).toBe(git.log('shop', 'main', '%H')[0])
    expect(JSON.stringify(after)).not.toContain(TOKEN)
    expect(git.requests.every((r) => !r.url.includes(TOKEN))).toBe(true)
  })

  it('pushes each new version as one commit with its summary and version id, never forced', async () => {
    const before = git.log('shop', 'main', '%H')
    const id = await edit(
      { [APP]: 'export default () => <h1>Pushed from Kiln</h1>\n' },
      'Change the title'
    )
    await drain()
    expect((await alice.task(id)).status).toBe('COMPLETED')
    const log = git.log('shop', 'main', '%H|%s|%b')
    expect(log).toHaveLength(before.length + 1)
    expect(log[0]).toContain(`|Change the title|Kiln-Version: ${id}`)
    expect(git.log('shop', 'main', '%P')[0]).toBe(before[0])
    expect(git.show('shop', 'main', APP)).toContain('Pushed from Kiln')
  })

  it('brings an outside commit back as a new version, built, for no credit', async () => {
    const credits = (
      await alice.get(`/users/${alice.user.userId}/profile`)
    ).json().user.credits.creditsUsedThisCycle
    git.commit(
      'shop',
      { 'src/extra.ts': 'export const extra = 1\n' },
      'Add extra'
    )
    const res = await alice.post(`/build_project/${projectId}/git/pull`)
    expect(res.statusCode, res.body).toBe(202)
    await drain()
    const id = await head()
    const task = await alice.task(id)
    expect(task).toMatchObject({
      status: 'COMPLETED',
      prompt: 'Pulled from main: Add extra',
    })
    const files = await filesOf(alice, id)
    expect(files['src/extra.ts']).toBe('export const extra = 1\n')
    expect(files[APP]).toContain('Pushed from Kiln')
    expect(
      (await alice.get(`/users/${alice.user.userId}/profile`)).json().user
        .credits.creditsUsedThisCycle
    ).toBe(credits)
    // nothing new to push: the pulled version is the remote's
    expect(git.log('shop', 'main', '%s')[0]).toBe('Add extra')
  })

  it('merges when both sides changed different lines', async () => {
    git.commit(
      'shop',
      { 'src/extra.ts': 'export const extra = 2\n' },
      'Outside edit'
    )
    await edit(
      { [APP]: 'export default () => <h1>Merged title</h1>\n' },
      'Kiln edit'
    )
    await drain()
    const files = await filesOf(alice, await head())
    expect(files['src/extra.ts']).toBe('export const extra = 2\n')
    expect(files[APP]).toContain('Merged title')
    expect(git.show('shop', 'main', 'src/extra.ts')).toBe(
      'export const extra = 2\n'
    )
    expect(git.show('shop', 'main', APP)).toContain('Merged title')
    expect(git.log('shop', 'main', '%P')[0]!.split(' ')).toHaveLength(2)
    expect((await state()).status).toBe('idle')
  })

  it('on a conflict pushes Kiln’s version to a side branch, keeps the head and shows the conflict', async () => {
    git.commit(
      'shop',
      { [APP]: 'export default () => <h1>Their title</h1>\n' },
      'Their title'
    )
    const ours = await edit(
      { [APP]: 'export default () => <h1>Our title</h1>\n' },
      'Our title'
    )
    await drain()
    expect(await head()).toBe(ours)
    const after = await state()
    expect(after.status).toBe('conflict')
    expect(after.conflictBranch).toBe(`kiln/${ours.slice(0, 8)}`)
    expect(after.lastError).toContain(APP)
    expect(git.branches('shop')).toContain(after.conflictBranch)
    expect(git.show('shop', after.conflictBranch, APP)).toContain('Our title')
    expect(git.show('shop', 'main', APP)).toContain('Their title')
  })

  it('runs one sync of a project at a time: a second one asks the first to run again', async () => {
    const { repo } = ctx.app.services.gitSync
    const first = await repo.acquire(projectId, 'job-a', 60_000)
    expect(first?.leaseBy).toBe('job-a')
    expect(await repo.acquire(projectId, 'job-b', 60_000)).toBeUndefined()
    await repo.askAgain(projectId)
    expect(await repo.release(projectId, 'job-b', {})).toBe(false)
    expect(await repo.release(projectId, 'job-a', {})).toBe(true)
    expect((await repo.acquire(projectId, 'job-b', 60_000))?.leaseBy).toBe(
      'job-b'
    )
    expect(await repo.release(projectId, 'job-b', {})).toBe(false)
  })

  it('the periodic check queues one sync per connected project, which pulls outside commits', async () => {
    // resolve the conflict on the remote: Kiln's side branch merged by hand
    const side = (await state()).conflictBranch as string
    git.commit(
      'shop',
      { [APP]: git.show('shop', side, APP)! },
      'Take Kiln’s title'
    )
    const later = new Date(Date.now() + 60 * 60_000)
    expect(await ctx.app.services.gitSync.queueDue(later, 300_000)).toBe(1)
    expect(await ctx.app.services.gitSync.queueDue(later, 300_000)).toBe(0)
    await drain()
    const after = await state()
    expect(after).toMatchObject({ status: 'idle', conflictBranch: null })
    expect((await filesOf(alice, await head()))[APP]).toContain('Our title')
  })

  it('accepts the webhook only with the project’s secret', async () => {
    const url = `/api/build_project/${projectId}/git/webhook`
    const payload = JSON.stringify({ ref: 'refs/heads/main' })
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      })
    const wrong = await post({ 'x-kiln-webhook-secret': 'nope' })
    expect(wrong.statusCode, wrong.body).toBe(401)
    const none = await post({})
    expect(none.statusCode).toBe(401)
    const badSignature = await post({ 'x-hub-signature-256': 'sha256=00' })
    expect(badSignature.statusCode).toBe(401)
    const signed = await post({
      'x-hub-signature-256': `sha256=${createHmac('sha256', webhookSecret).update(payload).digest('hex')}`,
    })
    expect(signed.statusCode, signed.body).toBe(202)
    const plain = await post({ 'x-gitlab-token': webhookSecret })
    expect(plain.statusCode, plain.body).toBe(202)
    expect((await state()).webhookUrl).toBe(`http://kiln.test${url}`)
  })

  it('lets only the owner read, connect, pull or disconnect', async () => {
    const path = `/build_project/${projectId}/git`
    expect((await bob.get(path)).statusCode).toBe(404)
    expect((await bob.post(`${path}/pull`)).statusCode).toBe(404)
    expect(
      (
        await bob.put(path, {
          url: git.url('shop'),
          branch: 'main',
          token: TOKEN,
        })
      ).statusCode
    ).toBe(404)
    expect((await bob.del(path)).statusCode).toBe(404)
    expect((await state()).url).toBe(git.url('shop'))
    const gone = await alice.del(path)
    expect(gone.json()).toEqual({ git: null })
    expect((await alice.post(`${path}/pull`)).statusCode).toBe(404)
  })
})
