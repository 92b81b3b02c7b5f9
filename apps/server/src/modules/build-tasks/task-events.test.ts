import type { TaskEvent } from '@kiln/contract/task-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorker } from '../../jobs/worker'
import type { TestContext } from '../../test/helper'
import { buildTaskJob } from './pipeline/build-task-job'
import { createTaskEventBus } from './task-event-bus'
import {
  buildManualApp,
  newClient,
  pipelineDeps,
  type Client,
} from './test/build-test-kit'

type Parsed = { id: number; event: string; data: TaskEvent }

function parseSse(body: string): Parsed[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('id:'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))!
          .slice(name.length + 2)
      return {
        id: Number(field('id')),
        event: field('event'),
        data: JSON.parse(field('data')) as TaskEvent,
      }
    })
}

describe('task events over Server-Sent Events', () => {
  let ctx: TestContext
  let alice: Client
  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(() => ctx.close())

  const stream = (taskId: string, lastEventId?: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/build_task/${taskId}/events`,
      headers: {
        authorization: `Bearer ${alice.user.accessToken}`,
        ...(lastEventId === undefined
          ? {}
          : { 'last-event-id': String(lastEventId) }),
      },
    })

  it('streams live events, ends after the terminal status and resumes from Last-Event-ID', async () => {
    const task = await alice.build({
      prompt: 'Landing page for my bakery',
      model: 'offline',
    })
    const live = stream(task._id).then((res) => res)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await ctx.app.buildWorker.drain()
    const res = await live
    expect(res.headers['content-type']).toContain('text/event-stream')
    const events = parseSse(res.body)
    const ids = events.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    const statuses = events.flatMap((e) =>
      e.data.type === 'status' ? [e.data.status] : []
    )
    expect(statuses).toEqual([
      'PENDING',
      'PLANNING',
      'CODING',
      'UPLOADING_FILE',
      'HOSTING',
      'COMPLETED',
    ])
    const last = events.at(-1)!.data
    expect(last).toMatchObject({
      type: 'status',
      status: 'COMPLETED',
      previewUrl: expect.stringContaining('//v-'),
    })
    expect(
      events.some((e) => e.event === 'file' && e.data.type === 'file')
    ).toBe(true)
    const texts = events.filter((e) => e.event === 'text')
    const words = texts
      .map((e) => (e.data.type === 'text' ? e.data.delta : ''))
      .join('')
    expect(words.split(/\s+/).length).toBeGreaterThan(texts.length * 3)

    const cut = events[3]!.id
    const resumed = parseSse((await stream(task._id, cut)).body)
    expect(resumed.map((e) => e.id)).toEqual(ids.filter((id) => id > cut))
    expect(parseSse((await stream(task._id, events.at(-1)!.id)).body)).toEqual(
      []
    )
    expect((await stream(task._id, -1 as number)).statusCode).toBe(400)
  })

  it('hears a worker that uses its own event bus (another process)', async () => {
    const task = await alice.build({
      prompt: 'A habit tracker',
      model: 'offline',
    })
    const { app } = ctx
    const otherBus = createTaskEventBus(ctx.database)
    const isShared = ctx.database.mode === 'pglite'
    const worker = createWorker({
      db: app.db,
      log: app.log,
      definitions: [
        buildTaskJob(
          pipelineDeps(app, { bus: isShared ? app.taskEvents : otherBus })
        ),
      ],
    })
    const live = stream(task._id).then((res) => res)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await worker.drain()
    const events = parseSse((await live).body)
    expect(events.at(-1)!.data).toMatchObject({ status: 'COMPLETED' })
    await otherBus.close()
  })

  it('answers 404 for a task of another user and 401 without a token', async () => {
    const task = await alice.build({ prompt: 'A notes app', model: 'offline' })
    const bob = await newClient(ctx)
    expect((await bob.get(`/build_task/${task._id}/events`)).statusCode).toBe(
      404
    )
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/build_task/${task._id}/events`,
    })
    expect(anonymous.statusCode).toBe(401)
    await alice.post(`/build_task/${task._id}/cancel`)
    const cancelled = parseSse((await stream(task._id)).body)
    expect(cancelled.at(-1)!.data).toMatchObject({ status: 'CANCELLED' })
  })
})
