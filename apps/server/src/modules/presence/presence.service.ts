import { randomUUID } from 'node:crypto'
import { PRESENCE_EVENT, type PresenceEvent } from '@kiln/contract/presence'
import type { Database } from '../../db/database'
import type { NotifyBus } from '../../db/notify-bus'
import {
  eventFrame,
  PING_FRAME,
  type EventStream,
} from '../../lib/event-stream'
import type { BuildProjects } from '../projects'
import { createPresenceRepo } from './presence.repo'

/** An open stream refreshes its row this often (and re-checks access). */
export const PRESENCE_REFRESH_MS = 15_000
/** A row not refreshed for this long is gone: its API process died. */
export const PRESENCE_EXPIRY_MS = 3 * PRESENCE_REFRESH_MS
/** At most this many other members are listed. */
const MAX_LISTED = 50

/** Where a presence stream goes: an event stream the route opens, and its log. */
export type PresenceSink = {
  open: (
    onClose: () => void,
    heartbeat: (stream: EventStream) => void
  ) => EventStream
  onError: (error: unknown) => void
}

type Wakeable = Pick<NotifyBus, 'subscribe'>

/**
 * Who has a project open in the studio (issue 26 item 4), across API
 * processes: each open stream keeps a row in `project_presence` fresh, and
 * wakes the project's other streams through the task bus's project topic
 * (NOTIFY on PostgreSQL), which also tells of a build another member
 * started. Access is the project's 'read', re-checked on every wake-up, on
 * each refresh and when the member's access changes: a removed member's
 * stream ends at once.
 */
export function createPresenceService(deps: {
  db: Database
  projects: Pick<BuildProjects, 'requireAccess'>
  /** A member's name as others see it. */
  memberName: (userId: string) => Promise<string | undefined>
  /** The project's version in progress and who started it. */
  runningBuild: (
    projectId: string
  ) => Promise<{ id: string; userId: string } | undefined>
  /** Wake-ups: `topic(projectId)` for the project's news, task ids for a build's. */
  bus: Wakeable & Pick<NotifyBus, 'publish'>
  topic: (projectId: string) => string
  /** "User X's access changed" (the workspaces module publishes). */
  accessChanges?: Wakeable
  now: () => Date
}) {
  const repo = createPresenceRepo(deps.db)

  async function nameOf(userId: string) {
    return (await deps.memberName(userId)) ?? 'A member'
  }

  /** What the caller sees now: the others with the project open, the running build. */
  async function snapshot(
    userId: string,
    projectId: string
  ): Promise<PresenceEvent> {
    const rows = await repo.listUsers(
      projectId,
      expiredBefore(),
      MAX_LISTED + 1
    )
    const others = []
    for (const row of rows) {
      if (row.userId === userId || others.length === MAX_LISTED) continue
      others.push({ userId: row.userId, name: await nameOf(row.userId) })
    }
    const running = await deps.runningBuild(projectId)
    return {
      others,
      build: running
        ? {
            taskId: running.id,
            userId: running.userId,
            name: await nameOf(running.userId),
          }
        : null,
    }
  }

  const expiredBefore = () =>
    new Date(deps.now().getTime() - PRESENCE_EXPIRY_MS)

  return {
    /**
     * Marks the caller present on the project while `sink`'s stream is
     * open, and writes a `presence` event each time who else is there, or
     * the running build, changes.
     */
    async follow(userId: string, projectId: string, sink: PresenceSink) {
      await deps.projects.requireAccess(userId, projectId, 'read')
      const id = randomUUID()
      const topic = deps.topic(projectId)
      const opened = deps.now()
      await repo.insert({
        id,
        projectId,
        userId,
        openedAt: opened,
        seenAt: opened,
      })
      let isPumping = false
      let isDirty = false
      let last = ''
      let watched: { taskId: string; stop: Promise<() => void> } | undefined
      let isStarted = false
      const wake = () => void pump()
      const stops = [
        await deps.bus.subscribe(topic, wake),
        ...(deps.accessChanges
          ? [await deps.accessChanges.subscribe(userId, wake)]
          : []),
      ]

      const stream = sink.open(
        () => {
          for (const stop of stops) stop()
          void watched?.stop.then((stop) => stop())
          void repo
            .remove(id)
            .then(() => deps.bus.publish(topic))
            .catch(sink.onError)
        },
        (open) => {
          void repo
            .touch(id, deps.now())
            .then(() => repo.removeExpired(projectId, expiredBefore()))
            .then(() => open.write(PING_FRAME))
            .then(pump)
            .catch(sink.onError)
        }
      )

      /** Follows the running build's own wake-ups, so its end is heard. */
      function watch(taskId: string | undefined) {
        if (watched?.taskId === taskId) return
        void watched?.stop.then((stop) => stop())
        watched = taskId
          ? { taskId, stop: deps.bus.subscribe(taskId, wake) }
          : undefined
      }

      async function pump() {
        if (!isStarted || isPumping) {
          isDirty = true
          return
        }
        isPumping = true
        const open = stream
        try {
          do {
            isDirty = false
            if (open.isClosed) return
            const allowed = await deps.projects
              .requireAccess(userId, projectId, 'read')
              .then(
                () => true,
                () => false
              )
            if (!allowed) return open.close()
            const now = await snapshot(userId, projectId)
            if (open.isClosed) return
            watch(now.build?.taskId)
            const frame = JSON.stringify(now)
            if (frame !== last) {
              last = frame
              await open.write(eventFrame({ event: PRESENCE_EVENT, data: now }))
            }
          } while (isDirty && !open.isClosed)
        } catch (error) {
          sink.onError(error)
          open.close()
        } finally {
          isPumping = false
        }
      }

      isStarted = true
      await deps.bus.publish(topic)
      await pump()
    },
  }
}

export type PresenceService = ReturnType<typeof createPresenceService>
