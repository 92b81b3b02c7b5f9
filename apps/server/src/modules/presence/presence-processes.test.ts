import type { PresenceEvent } from '@kiln/contract/presence'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNotifyBus } from '../../db/notify-bus'
import type { EventStream } from '../../lib/event-stream'
import type { TestContext } from '../../test/helper'
import { createTaskEventBus, projectTopic } from '../build-tasks'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { createTeam, join } from '../workspaces/test/workspace-kit'
import { createPresenceService } from './presence.service'
import { openSse, type SseEvent } from './test/sse-reader'

/** An event stream that keeps its frames: the other process's member. */
function recordingSink() {
  const frames: PresenceEvent[] = []
  let isClosed = false
  const sink = {
    open: (onClose: () => void): EventStream => {
      const stream: EventStream = {
        get isClosed() {
          return isClosed
        },
        write: async (frame) => {
          const data = /^data: (.*)$/m.exec(frame)?.[1]
          if (data) frames.push(JSON.parse(data) as PresenceEvent)
        },
        close: () => {
          if (isClosed) return
          isClosed = true
          onClose()
        },
      }
      return stream
    },
    onError: () => {},
  }
  return {
    sink,
    frames,
    get isClosed() {
      return isClosed
    },
  }
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

// Two API processes only hear each other through PostgreSQL's NOTIFY.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'presence across two API processes',
  () => {
    let ctx: TestContext
    let owner: Client
    let editor: Client
    let workspaceId: string
    let projectId: string

    beforeAll(async () => {
      ctx = await buildManualApp()
      owner = await newClient(ctx)
      editor = await newClient(ctx)
      workspaceId = (await createTeam(owner)).id
      await join(owner, editor, workspaceId, 'editor')
      const first = await owner.build({ prompt: 'A board', model: 'offline' })
      projectId = first.projectId
      await ctx.app.buildWorker.drain()
    })
    afterAll(() => ctx.close())

    it('shows each member to the other, and a removal in one ends the stream in the other', async () => {
      const otherBus = createTaskEventBus(ctx.database)
      const otherAccess = createNotifyBus(ctx.database, 'kiln_access_changes')
      const { services } = ctx.app
      const otherProcess = createPresenceService({
        db: ctx.app.db,
        projects: services.projects,
        memberName: async (id) => (await services.users.findById(id))?.email,
        runningBuild: services.buildTasks.runningBuild,
        bus: otherBus,
        topic: projectTopic,
        accessChanges: otherAccess,
        now: ctx.app.now,
      })
      const there = recordingSink()
      await otherProcess.follow(editor.user.userId, projectId, there.sink)
      expect(there.frames.at(-1)?.others).toEqual([])

      const here = await openSse(
        ctx,
        owner,
        `/build_project/${projectId}/presence`
      )
      const names = (e: SseEvent) =>
        (e.data as PresenceEvent).others.map((o) => o.name)
      await here.next((e) => names(e).includes(editor.user.email))
      await until(() =>
        there.frames.some((f) =>
          f.others.some((o) => o.userId === owner.user.userId)
        )
      )

      const removed = await owner.del(
        `/workspaces/${workspaceId}/members/${editor.user.userId}`
      )
      expect(removed.statusCode, removed.body).toBe(200)
      await until(() => there.isClosed)
      await here.next((e) => names(e).length === 0)
      here.leave()
      await otherBus.close()
      await otherAccess.close()
    })
  }
)
