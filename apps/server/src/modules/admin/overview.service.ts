import { OVERVIEW_DAYS, type AdminOverview } from '@kiln/contract/admin'
import type { AuditEvent } from '@kiln/contract/audit'
import type { JobQueue } from '../../jobs/queue'
import type { SessionStats } from '../auth'
import type { BuildStats } from '../build-tasks'
import type { ArtifactsService } from '../preview'
import type { UsersService } from '../users'

const DAY_MS = 24 * 60 * 60 * 1000
/** Accounts listed by storage. */
const TOP_STORERS = 20

const OUTCOMES: Record<string, 'completed' | 'failed' | 'cancelled'> = {
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
}

/**
 * The admin overview: each figure read through the module that owns it
 * (sessions, users, builds, the job queue, built files).
 */
export function createOverviewService(deps: {
  sessions: SessionStats
  users: Pick<UsersService, 'count' | 'emailsOf'>
  builds: BuildStats
  queue: Pick<JobQueue, 'health'>
  artifacts: Pick<ArtifactsService, 'bytesByUser'>
  /** The newest audit events of every workspace (the audit module). */
  auditEvents: () => Promise<AuditEvent[]>
  /** A workspace's name; none once it is deleted. */
  workspaceName: (workspaceId: string) => Promise<string | undefined>
  now: () => Date
}) {
  const { builds } = deps

  async function buildsPerDay(since: Date) {
    const days = new Map<string, AdminOverview['buildsPerDay'][number]>()
    for (const row of await builds.perDay(since)) {
      const day = days.get(row.day) ?? {
        day: row.day,
        completed: 0,
        failed: 0,
        cancelled: 0,
        other: 0,
      }
      day[OUTCOMES[row.status] ?? 'other'] += row.builds
      days.set(row.day, day)
    }
    return [...days.values()]
  }

  async function storage() {
    const [sources, built] = await Promise.all([
      builds.sourceBytes(),
      deps.artifacts.bytesByUser(),
    ])
    const perUser = new Map(sources.byUser)
    for (const [userId, bytes] of built.byUser) {
      perUser.set(userId, (perUser.get(userId) ?? 0) + bytes)
    }
    const top = [...perUser].sort((a, b) => b[1] - a[1]).slice(0, TOP_STORERS)
    const emails = await deps.users.emailsOf(top.map(([userId]) => userId))
    return {
      totalBytes: sources.total + built.total,
      perUser: top.map(([userId, bytes]) => ({
        userId,
        email: emails.get(userId) ?? '',
        bytes,
      })),
    }
  }

  async function auditEvents() {
    const events = await deps.auditEvents()
    const names = new Map<string, string | null>()
    for (const id of new Set(events.map((event) => event.workspaceId))) {
      names.set(id, (await deps.workspaceName(id)) ?? null)
    }
    return events.map((event) => ({
      ...event,
      workspaceName: names.get(event.workspaceId) ?? null,
    }))
  }

  return {
    async overview(): Promise<AdminOverview> {
      const now = deps.now()
      const since = new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS)
      const [total, active, perDay, models, steps, queue, stored, audit] =
        await Promise.all([
          deps.users.count(),
          deps.sessions.activeUsers(now),
          buildsPerDay(since),
          builds.perModel(since),
          builds.perStep(since),
          deps.queue.health(now),
          storage(),
          auditEvents(),
        ])
      return {
        generatedAt: now.toISOString(),
        users: {
          total,
          activeDay: active.day,
          activeWeek: active.week,
          activeMonth: active.month,
        },
        buildsPerDay: perDay,
        modelSpend: models
          .map(({ modelId, ...figures }) => {
            const [provider = modelId, ...rest] = modelId.split(':')
            return { provider, model: rest.join(':') || modelId, ...figures }
          })
          .sort((a, b) => b.credits - a.credits || b.builds - a.builds),
        steps: steps
          .map((step) => ({
            ...step,
            averageMs: Math.round(step.averageMs),
            maxMs: Math.round(step.maxMs),
          }))
          .sort((a, b) => b.averageMs - a.averageMs),
        queue,
        storage: stored,
        auditEvents: audit,
      }
    },
  }
}
