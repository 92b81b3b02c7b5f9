import type { CreateShareLinkResponse } from '@kiln/contract/share'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { accountStoredBytes } from './account-quotas'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

/** One number from a `select … as n`, on PGlite and PostgreSQL. */
async function scalar(ctx: TestContext, query: ReturnType<typeof sql>) {
  const result = (await ctx.app.db.execute(query)) as unknown as {
    rows?: { n: string | number }[]
  } & { n: string | number }[]
  return Number((result.rows ?? result)[0]!.n)
}

/** Every built byte stored, whichever table holds the files' contents. */
const storedArtifactBytes = (ctx: TestContext) =>
  scalar(ctx, sql`select coalesce(sum(size), 0) as n from artifact_blobs`)

const appWith = (env: Record<string, string>) =>
  buildTestApp({ env: testEnv({ WORKER_IN_PROCESS: '0', ...env }) })

describe('cloning a shared version', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('stores no new built bytes: 8 clones of a share link add nothing', async () => {
    const owner = await newClient(ctx)
    const built = await owner.build({ prompt: 'A todo list' })
    await ctx.app.buildWorker.drain()
    const { link } = (
      await owner.post(`/build_project/${built.projectId}/share`, {
        taskId: built._id,
      })
    ).json<CreateShareLinkResponse>()
    const bytesBefore = await storedArtifactBytes(ctx)
    expect(bytesBefore).toBeGreaterThan(10_000)
    const accountBefore = await accountStoredBytes(
      ctx.app.services,
      ctx.app.db,
      owner.user.userId
    )

    for (let i = 0; i < 8; i++) {
      const res = await owner.post(`/share/${link}/clone`)
      expect(res.statusCode, res.body).toBe(201)
    }
    expect(await storedArtifactBytes(ctx)).toBe(bytesBefore)
    // Each distinct blob counts once per account: the copies cost nothing.
    expect(
      await accountStoredBytes(ctx.app.services, ctx.app.db, owner.user.userId)
    ).toBe(accountBefore)
    // Another account holding the same files is charged for them once.
    const viewer = await newClient(ctx)
    expect(
      await accountStoredBytes(ctx.app.services, ctx.app.db, viewer.user.userId)
    ).toBe(0)
    expect((await viewer.post(`/share/${link}/clone`)).statusCode).toBe(201)
    expect(
      await accountStoredBytes(ctx.app.services, ctx.app.db, viewer.user.userId)
    ).toBe(accountBefore)

    // Deleting the original keeps the blobs the clones still name; deleting
    // every copy then frees them.
    const projects = async (client: Client) =>
      (await client.get('/new_build')).json<{ projectId: string }[]>()
    expect(
      (await owner.del(`/build_project/${built.projectId}`)).statusCode
    ).toBe(200)
    expect(await storedArtifactBytes(ctx)).toBe(bytesBefore)
    for (const client of [owner, viewer]) {
      for (const { projectId } of await projects(client)) {
        expect(
          (await client.del(`/build_project/${projectId}`)).statusCode
        ).toBe(200)
      }
    }
    expect(await storedArtifactBytes(ctx)).toBe(0)
  })
})

describe('account quotas', () => {
  it('refuses a project beyond ACCOUNT_MAX_PROJECTS, by build or by clone', async () => {
    const ctx = await appWith({ ACCOUNT_MAX_PROJECTS: '2' })
    try {
      const alice = await newClient(ctx)
      const first = await alice.build({ prompt: 'One' })
      await alice.build({ prompt: 'Two' })
      const refused = await alice.call('POST', '/build_task', {
        prompt: 'Three',
      })
      expect(refused.statusCode).toBe(413)
      expect(refused.json().error.message).toBe(
        'You have reached the limit of 2 projects. Delete a project to create another.'
      )
      await ctx.app.buildWorker.drain()
      // A new version of a project is no new project.
      await alice.build({ prompt: 'More', projectId: first.projectId })
      await ctx.app.buildWorker.drain()
      const { link } = (
        await alice.post(`/build_project/${first.projectId}/share`, {
          taskId: first._id,
        })
      ).json<CreateShareLinkResponse>()
      const clone = await alice.post(`/share/${link}/clone`)
      expect(clone.statusCode).toBe(413)
      expect(clone.json().error.message).toContain('limit of 2 projects')

      expect(
        (await alice.del(`/build_project/${first.projectId}`)).statusCode
      ).toBe(200)
      await alice.build({ prompt: 'Three, now' })
      // Another account has its own count.
      await (await newClient(ctx)).build({ prompt: 'Theirs' })
    } finally {
      await ctx.close()
    }
  })

  it('refuses versions beyond ACCOUNT_MAX_VERSIONS_PER_DAY with 429 and Retry-After', async () => {
    const ctx = await appWith({ ACCOUNT_MAX_VERSIONS_PER_DAY: '3' })
    try {
      const alice = await newClient(ctx)
      const first = await alice.build({ prompt: 'One' })
      await alice.build({ prompt: 'Two' })
      await ctx.app.buildWorker.drain()
      await alice.build({ prompt: 'Three', projectId: first.projectId })
      await ctx.app.buildWorker.drain()
      for (const payload of [
        { prompt: 'Four' },
        { prompt: 'Four', projectId: first.projectId },
      ]) {
        const refused = await alice.call('POST', '/build_task', payload)
        expect(refused.statusCode).toBe(429)
        expect(refused.json().error.message).toBe(
          'You have reached the limit of 3 versions a day. Try again later.'
        )
        const retry = Number(refused.headers['retry-after'])
        expect(retry).toBeGreaterThan(86_000)
        expect(retry).toBeLessThanOrEqual(86_400)
      }
      const edit = await alice.call('POST', `/build_task/${first._id}/edit`, {
        files: { 'src/extra.ts': 'export const x = 1\n' },
      })
      expect(edit.statusCode, edit.body).toBe(429)
      await (await newClient(ctx)).build({ prompt: 'Theirs' })
    } finally {
      await ctx.close()
    }
  })

  it('refuses new versions once the account stores ACCOUNT_MAX_STORED_MB', async () => {
    const ctx = await appWith({ ACCOUNT_MAX_STORED_MB: '0.01' })
    try {
      const alice = await newClient(ctx)
      const first = await alice.build({ prompt: 'One' })
      await ctx.app.buildWorker.drain()
      expect(
        await accountStoredBytes(
          ctx.app.services,
          ctx.app.db,
          alice.user.userId
        )
      ).toBeGreaterThan(0.01 * 1024 * 1024)
      for (const payload of [
        { prompt: 'Two' },
        { prompt: 'Two', projectId: first.projectId },
      ]) {
        const refused = await alice.call('POST', '/build_task', payload)
        expect(refused.statusCode).toBe(413)
        expect(refused.json().error.message).toMatch(
          /^You have reached the storage limit of 10 kB \(your projects store [\d.]+ (kB|MB)\)\. Delete a project to free space\.$/
        )
      }
      expect(
        (await alice.del(`/build_project/${first.projectId}`)).statusCode
      ).toBe(200)
      expect(
        await accountStoredBytes(
          ctx.app.services,
          ctx.app.db,
          alice.user.userId
        )
      ).toBe(0)
      await alice.build({ prompt: 'Two, now' })
    } finally {
      await ctx.close()
    }
  })
})
