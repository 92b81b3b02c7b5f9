import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTasks, jobs, jobSteps } from '../db/schema'
import { buildTaskJob } from '../modules/build-tasks/pipeline/build-task-job'
import {
  buildManualApp,
  newClient,
  pipelineDeps,
  type Client,
} from '../modules/build-tasks/test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
} from '../modules/build-tasks/test/llm-env'
import type { TestContext } from '../test/helper'
import { createJobQueue } from './queue'
import { createWorker, type WorkerOptions } from './worker'

/** Forwards to the scripted server until `hang` is set, then never answers. */
async function startHangingProxy(target: string) {
  const state = { hang: false, held: 0 }
  const server: Server = createServer((req, res) => {
    if (state.hang) {
      state.held++
      return
    }
    const url = new URL(req.url ?? '/', target)
    const upstream = httpRequest(
      url,
      { method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      }
    )
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('durable build jobs', () => {
  let ctx: TestContext
  let alice: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })
  beforeEach(() => llm.server.reset())

  function worker(
    llmEnv: Record<string, string | undefined>,
    extra: Partial<WorkerOptions> = {}
  ) {
    const { app } = ctx
    return createWorker({
      db: app.db,
      log: app.log,
      definitions: [buildTaskJob(pipelineDeps(app, { llmEnv }))],
      ...extra,
    })
  }

  async function waitForStatus(id: string, status: string) {
    for (let i = 0; i < 200; i++) {
      if ((await alice.task(id)).status === status) return
      await sleep(25)
    }
    throw new Error(`task never reached ${status}`)
  }

  it('resumes a job whose worker died mid-CODING without paying for the plan again', async () => {
    const proxy = await startHangingProxy(llm.server.baseUrl)
    llm.server.script(...FIRST_BUILD)
    const task = await alice.build({
      prompt: 'hello page',
      model: 'openai:gpt-4o',
    })
    const dying = worker(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: proxy.baseUrl },
      { id: 'dying', lockMs: 300, heartbeatMs: 600_000 }
    )
    const plannedOnly = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (llm.server.requests.length === 1) {
          proxy.state.hang = true
          clearInterval(timer)
          resolve()
        }
      }, 1)
    })
    const stuck = dying.runOnce()
    await plannedOnly
    await waitForStatus(task._id, 'CODING')
    await sleep(400)

    const rescuer = worker({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: llm.server.baseUrl,
    })
    expect(await rescuer.reclaim()).toBe(1)
    expect(await rescuer.drain()).toBe(1)
    const done = await alice.task(task._id)
    expect(done.status).toBe('COMPLETED')
    expect(llm.server.requests).toHaveLength(3)
    expect(done.usage).toEqual({
      inputTokens: 300,
      outputTokens: 60,
      cachedInputTokens: 0,
    })
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 })
    const steps = await ctx.app.db
      .select()
      .from(jobSteps)
      .where(eq(jobSteps.jobId, job!.id))
    expect(steps.map((s) => s.key).sort()).toEqual([
      'code',
      'integrations',
      'knowledge',
      'plan',
    ])
    expect(await ctx.app.services.credits.ofTask(task._id)).toHaveLength(1)

    await dying.stop(0)
    await stuck
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    await proxy.close()
  })

  it('fails a job interrupted maxAttempts times with a readable reason and refunds it', async () => {
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    const queue = createJobQueue(ctx.app.db)
    const sweeper = worker({})
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await queue.claim(`ghost-${attempt}`, 1)).toBeDefined()
      await sleep(5)
      expect(await sweeper.reclaim()).toBe(1)
    }
    const failed = await alice.task(task._id)
    expect(failed).toMatchObject({
      status: 'FAILED',
      error: 'The build was interrupted too many times. Please try again.',
      creditsSpent: 0,
    })
    expect(await sweeper.drain()).toBe(0)
    const [row] = await ctx.app.db
      .select()
      .from(buildTasks)
      .where(eq(buildTasks.id, task._id))
    expect(row?.status).toBe('FAILED')
  })

  it('takes back at start, without waiting for the lock, a job a dead process left running when it is the sole worker', async () => {
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    const queue = createJobQueue(ctx.app.db)
    expect(await queue.claim('killed-process', 600_000)).toBeDefined()
    const careful = worker({}, { id: 'careful', pollMs: 20 })
    await careful.start(1)
    await sleep(200)
    await careful.stop(0)
    expect((await alice.task(task._id)).status).toBe('PENDING')

    const sole = worker({}, { id: 'sole', pollMs: 20, soleWorker: true })
    await sole.start(1)
    await waitForStatus(task._id, 'COMPLETED')
    await sole.stop(0)
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 })
  })

  it('sweeps expired locks at least every 5 s while running', async () => {
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    const queue = createJobQueue(ctx.app.db)
    expect(await queue.claim('dies-now', 300)).toBeDefined()
    const sweeper = worker({}, { id: 'sweeper', pollMs: 20 })
    await sweeper.start(1)
    const started = Date.now()
    expect((await alice.task(task._id)).status).toBe('PENDING')
    for (let i = 0; i < 160; i++) {
      if ((await alice.task(task._id)).status === 'COMPLETED') break
      await sleep(50)
    }
    await sweeper.stop(0)
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    expect(Date.now() - started).toBeLessThan(8_000)
  }, 15_000)

  it('gives a job back on shutdown without counting the attempt', async () => {
    const proxy = await startHangingProxy(llm.server.baseUrl)
    proxy.state.hang = true
    llm.server.script(...FIRST_BUILD)
    const task = await alice.build({
      prompt: 'hello page',
      model: 'openai:gpt-4o',
    })
    const w = worker(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: proxy.baseUrl },
      { id: 'stopping' }
    )
    const running = w.runOnce()
    while (proxy.state.held === 0) await sleep(5)
    await w.stop(0)
    expect(await running).toBeTruthy()
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedBy: null,
    })
    await ctx.app.buildWorker.drain()
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    await proxy.close()
  })

  it('stops a running build when the user cancels it', async () => {
    const proxy = await startHangingProxy(llm.server.baseUrl)
    proxy.state.hang = true
    const task = await alice.build({
      prompt: 'hello page',
      model: 'openai:gpt-4o',
    })
    const w = worker({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: proxy.baseUrl,
    })
    const running = w.runOnce()
    while (proxy.state.held === 0) await sleep(5)
    const res = await alice.post(`/build_task/${task._id}/cancel`)
    expect(res.json()).toMatchObject({ status: 'CANCELLED', creditsSpent: 0 })
    expect(await running).toBeTruthy()
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 })
    expect((await alice.task(task._id)).status).toBe('CANCELLED')
    await proxy.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'never runs one job twice with two workers on PostgreSQL',
    async () => {
      const tasks = []
      for (let i = 0; i < 4; i++)
        tasks.push(
          await alice.build({
            prompt: `Todo app number ${i}`,
            model: 'offline',
          })
        )
      const runAll = async (w: ReturnType<typeof worker>) => {
        const ids: string[] = []
        for (let id = await w.runOnce(); id; id = await w.runOnce())
          ids.push(id)
        return ids
      }
      const [a, b] = await Promise.all([
        runAll(worker({}, { id: 'a' })),
        runAll(worker({}, { id: 'b' })),
      ])
      expect(new Set([...a!, ...b!]).size).toBe(a!.length + b!.length)
      expect(a!.length + b!.length).toBe(4)
      for (const task of tasks) {
        const [job] = await ctx.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.taskId, task._id))
        expect(job).toMatchObject({ status: 'succeeded', attempts: 1 })
      }
    }
  )
})
