import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, jobSteps } from '../../../db/schema'
import { createRunStep } from '../../../jobs/job-steps'
import type { TestContext } from '../../../test/helper'
import {
  buildManualApp,
  newClient,
  pipelineDeps,
  type Client,
} from '../test/build-test-kit'
import { FIRST_BUILD, useScriptedOpenAi } from '../test/llm-env'
import type { PipelineDeps } from './pipeline-deps'
import { runBuildTask } from './run-build-task'
import { createTaskRecorder } from './task-recorder'

describe('a retried build job keeps one copy of each thread line', () => {
  let ctx: TestContext
  let alice: Client
  let deps: PipelineDeps
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>

  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    const { app } = ctx
    deps = pipelineDeps(app)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
  })

  async function thread(taskId: string) {
    const res = await alice.get(`/build_task/${taskId}/thread`)
    return res
      .json<ThreadResponse>()
      .messages.filter((m) => m.taskId === taskId)
  }

  async function attempt(taskId: string, signal: AbortSignal) {
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, taskId))
    await runBuildTask(deps, taskId, {
      signal,
      runStep: createRunStep(ctx.app.db, job!.id),
      log: ctx.app.log,
    })
  }

  it('writes the plan once when the job died after writing it', async () => {
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    const died = new AbortController()
    died.abort(new Error('worker killed'))
    await expect(attempt(task._id, died.signal)).rejects.toThrow()
    expect(
      (await thread(task._id)).filter((m) => m.kind === 'plan')
    ).toHaveLength(1)

    await attempt(task._id, new AbortController().signal)
    const lines = await thread(task._id)
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    expect(lines.filter((m) => m.kind === 'plan')).toHaveLength(1)
    const keys = lines.map((m) => `${m.kind}/${m.status}/${m.content}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('writes the plan of a model build whose attempt died after the plan was memoised but before it reached the thread', async () => {
    const task = await alice.build({
      prompt: 'hello page',
      model: 'openai:gpt-4o',
    })
    const [job] = await ctx.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    const plan = FIRST_BUILD[0]!.text!
    await ctx.app.db.insert(jobSteps).values({
      jobId: job!.id,
      key: 'plan',
      result: { text: plan, usage: { inputTokens: 100, outputTokens: 20 } },
    })
    llm.server.script(...FIRST_BUILD.slice(1))
    await runBuildTask({ ...deps, llmEnv: ctx.app.config.llm }, task._id, {
      signal: new AbortController().signal,
      runStep: createRunStep(ctx.app.db, job!.id),
      log: ctx.app.log,
    })
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    expect(llm.server.requests).toHaveLength(2)
    const plans = (await thread(task._id)).filter((m) => m.kind === 'plan')
    expect(plans.map((m) => m.content)).toEqual([plan])
  })

  it('does not repeat replies a dead job already wrote, yet keeps two equal replies of one run', async () => {
    const task = await alice.build({ prompt: 'A notes app', model: 'offline' })
    const recorder = createTaskRecorder(deps)
    const reply = (content: string) => ({
      projectId: task.projectId,
      role: 'assistant' as const,
      kind: 'reply' as const,
      content,
    })
    const replies = [reply('Done.'), reply('Fixed the build.'), reply('Done.')]
    await recorder.append(task._id, [], replies)
    await recorder.append(task._id, [], replies)
    const texts = (await thread(task._id))
      .filter((m) => m.kind === 'reply')
      .map((m) => m.content)
    expect(texts).toEqual(['Done.', 'Fixed the build.', 'Done.'])
  })
})
