import { hostileTailwindFiles } from '@kiln/builder/test/hostile-tailwind'
import {
  MAX_TEXT_FILE_CHARS,
  MAX_VERSION_TEXT_CHARS,
} from '@kiln/contract/file-edits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

const hostileFiles = (count: number, chars: number) =>
  hostileTailwindFiles(Array<number>(count).fill(chars))

describe('a code-editor save full of arbitrary Tailwind values', () => {
  let ctx: TestContext
  let alice: Client
  let first: { _id: string }

  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  }, 120_000)
  afterAll(() => ctx.close())

  it('is refused with 413 when the version would hold more text than one build reads', async () => {
    // each file within the per-file bound, together over the version's
    const files = hostileFiles(5, MAX_TEXT_FILE_CHARS - 100)
    const res = await alice.post(`/build_task/${first._id}/edit`, { files })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toMatch(
      /^The project's text files hold \d+(\.\d)? MB: at most 4 MB of text in one version\.$/
    )
    expect(MAX_VERSION_TEXT_CHARS).toBe(4 * 1024 * 1024)
    const history = await alice.post(
      '/build_task/version_control/list_history',
      { projectId: (await alice.task(first._id)).projectId }
    )
    expect(history.json().activeTaskId).toBe(first._id)
  })

  it(
    'builds within the bounds while /api/health keeps answering',
    { timeout: 120_000 },
    async () => {
      // ~40 000 distinct rules: seconds of Tailwind in the thread that answers requests
      const res = await alice.post(`/build_task/${first._id}/edit`, {
        files: hostileFiles(2, 250_000),
      })
      expect(res.statusCode, res.body).toBe(201)
      const edited = res.json<{ _id: string }>()
      // this thread's busy share while the build runs: the build's CPU work
      // belongs to the pool's threads
      const before = performance.eventLoopUtilization()
      let building = true
      const drained = ctx.app.buildWorker.drain().finally(() => {
        building = false
      })
      // how long each health check took, counted from when it was due:
      // a stalled thread answers late even when the handler itself is quick
      const waits: number[] = []
      while (building) {
        const due = performance.now()
        await new Promise((resolve) => setTimeout(resolve, 10))
        const health = await ctx.app.inject({ url: '/api/health' })
        waits.push(performance.now() - due - 10)
        expect(health.statusCode).toBe(200)
      }
      await drained
      const busy = performance.eventLoopUtilization(before)
      const done = await alice.task(edited._id)
      expect(done.status, JSON.stringify(done)).toBe('COMPLETED')
      // generous bounds (other work shares this machine): in this thread the
      // build kept it 99% busy and a health check waited for seconds
      expect(busy.utilization).toBeLessThan(0.6)
      expect(waits.length).toBeGreaterThan(10)
      expect(Math.max(...waits)).toBeLessThan(1000)
    }
  )

  it(
    'fails a build over the Tailwind candidate bound with an error in the thread',
    { timeout: 120_000 },
    async () => {
      // 2 MB of distinct values: within the text bound, over the candidate bound
      const res = await alice.post(`/build_task/${first._id}/edit`, {
        files: hostileFiles(2, MAX_TEXT_FILE_CHARS - 100),
      })
      expect(res.statusCode, res.body).toBe(201)
      await ctx.app.buildWorker.drain()
      const done = await alice.task(res.json<{ _id: string }>()._id)
      expect(done.status).toBe('FAILED')
      const thread = await alice.get(`/build_task/${done._id}/thread`)
      expect(thread.body).toMatch(
        /possible Tailwind class names: at most 50,000 in one build/
      )
    }
  )
})
