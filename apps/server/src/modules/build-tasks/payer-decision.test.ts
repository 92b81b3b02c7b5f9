import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { creditLedger, jobs, users } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import { KEY_GONE_MESSAGE } from './pipeline/status-texts'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'
import { FIRST_BUILD, useScriptedOpenAi } from './test/llm-env'

const GPT = 'openai:gpt-4o'
const OWN_KEY = 'sk-own-key-for-payer-test-0123456789AB'
const OTHER_KEY = 'sk-other-key-for-payer-test-9876543210ZZ'

describe(
  'who pays is decided once, when the build is accepted',
  { timeout: 120_000 },
  () => {
    let ctx: TestContext
    let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
    beforeAll(async () => {
      llm = await useScriptedOpenAi()
      ctx = await buildManualApp()
    })
    afterAll(async () => {
      await ctx.close()
      await llm.close()
    })
    beforeEach(() => llm.server.reset())

    const drain = () => ctx.app.buildWorker.drain()
    const keyUrl = (c: Client) => `/users/${c.user.userId}/provider-keys/openai`
    const saveKey = async (c: Client, apiKey: string) =>
      expect((await c.put(keyUrl(c), { apiKey })).statusCode).toBe(200)
    const deleteKey = async (c: Client) =>
      expect((await c.del(keyUrl(c))).statusCode).toBe(200)
    const creditsUsed = async (c: Client) =>
      (
        await ctx.app.db
          .select({ used: users.creditsUsed })
          .from(users)
          .where(eq(users.id, c.user.userId))
      )[0]!.used
    const ledger = (taskId: string) =>
      ctx.app.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.taskId, taskId))
    const thread = async (c: Client, taskId: string) =>
      (await c.get(`/build_task/${taskId}/thread`))
        .json<ThreadResponse>()
        .messages.filter((m) => m.taskId === taskId)
    /** Makes a job waiting for its retry due now. */
    const retryNow = (taskId: string) =>
      ctx.app.db
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.taskId, taskId))

    async function expectStoppedBeforeAnyModel(c: Client, taskId: string) {
      const task = await c.task(taskId)
      expect(task.status).toBe('FAILED')
      expect(task.error).toBe(KEY_GONE_MESSAGE)
      expect(task.creditsSpent).toBe(0)
      const lines = await thread(c, taskId)
      expect(lines.at(-1)).toMatchObject({
        kind: 'error',
        content: KEY_GONE_MESSAGE,
      })
      expect(await ledger(taskId)).toEqual([])
    }

    it('fails a build whose own key was deleted before the job ran, without calling any model or charging', async () => {
      const alice = await newClient(ctx)
      await saveKey(alice, OWN_KEY)
      const before = await creditsUsed(alice)
      llm.server.script(...FIRST_BUILD)
      const task = await alice.build({ prompt: 'hello page', model: GPT })
      await deleteKey(alice)
      await drain()
      expect(llm.server.requests).toHaveLength(0)
      await expectStoppedBeforeAnyModel(alice, task._id)
      expect(await creditsUsed(alice)).toBe(before)
    })

    it('does the same for a user with no credits left', async () => {
      const bob = await newClient(ctx)
      await saveKey(bob, OWN_KEY)
      await ctx.app.db
        .update(users)
        .set({ creditsUsed: 100 })
        .where(eq(users.id, bob.user.userId))
      const refused = await bob.post('/build_task', {
        prompt: 'hello page',
        model: 'offline',
      })
      expect(refused.statusCode).toBe(402)
      llm.server.script(...FIRST_BUILD)
      const task = await bob.build({ prompt: 'hello page', model: GPT })
      await deleteKey(bob)
      await drain()
      expect(llm.server.requests).toHaveLength(0)
      await expectStoppedBeforeAnyModel(bob, task._id)
      expect(await creditsUsed(bob)).toBe(100)
    })

    it('fails a build whose own key was replaced by another key before the job ran', async () => {
      const carol = await newClient(ctx)
      await saveKey(carol, OWN_KEY)
      llm.server.script(...FIRST_BUILD)
      const task = await carol.build({ prompt: 'hello page', model: GPT })
      await deleteKey(carol)
      await saveKey(carol, OTHER_KEY)
      await drain()
      expect(llm.server.requests).toHaveLength(0)
      await expectStoppedBeforeAnyModel(carol, task._id)
    })

    it('runs a build with the own key it was accepted with when the same key was saved again', async () => {
      const erin = await newClient(ctx)
      await saveKey(erin, OWN_KEY)
      llm.server.script(...FIRST_BUILD)
      const task = await erin.build({ prompt: 'hello page', model: GPT })
      await deleteKey(erin)
      await saveKey(erin, OWN_KEY)
      await drain()
      expect((await erin.task(task._id)).status).toBe('COMPLETED')
      expect(new Set(llm.server.authorizations)).toEqual(
        new Set([`Bearer ${OWN_KEY}`])
      )
    })

    it("keeps an operator build on the operator's key and credits when the user adds a key before it runs", async () => {
      const dave = await newClient(ctx)
      const before = await creditsUsed(dave)
      llm.server.script(...FIRST_BUILD)
      const task = await dave.build({ prompt: 'hello page', model: GPT })
      await saveKey(dave, OWN_KEY)
      await drain()
      const done = await dave.task(task._id)
      expect(done.status).toBe('COMPLETED')
      expect(new Set(llm.server.authorizations)).toEqual(
        new Set(['Bearer sk-test'])
      )
      expect(done.creditsSpent).toBe(1)
      expect(await creditsUsed(dave)).toBe(before + 1)
    })

    it('a retried job keeps the decision: its own key gone, the retry calls no model', async () => {
      const frank = await newClient(ctx)
      await saveKey(frank, OWN_KEY)
      // No scripted reply: the first attempt's model call is refused (400).
      const task = await frank.build({ prompt: 'hello page', model: GPT })
      await drain()
      expect(llm.server.authorizations).toEqual([`Bearer ${OWN_KEY}`])
      expect((await frank.task(task._id)).status).not.toBe('FAILED')
      await deleteKey(frank)
      llm.server.script(...FIRST_BUILD)
      await retryNow(task._id)
      await drain()
      expect(llm.server.requests).toHaveLength(1)
      await expectStoppedBeforeAnyModel(frank, task._id)
    })

    it("a retried operator job stays on the operator's key after the user adds one", async () => {
      const grace = await newClient(ctx)
      const task = await grace.build({ prompt: 'hello page', model: GPT })
      await drain()
      await saveKey(grace, OWN_KEY)
      llm.server.script(...FIRST_BUILD)
      await retryNow(task._id)
      await drain()
      const done = await grace.task(task._id)
      expect(done.status).toBe('COMPLETED')
      expect(new Set(llm.server.authorizations)).toEqual(
        new Set(['Bearer sk-test'])
      )
      expect(done.creditsSpent).toBe(1)
    })
  }
)
