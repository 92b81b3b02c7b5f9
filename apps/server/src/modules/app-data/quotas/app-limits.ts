import { createHash } from 'node:crypto'
import { API_PROXY_LIMITS } from '@kiln/contract/apis'
import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import type { Database, DbOrTx } from '../../../db/database'
import { AppError } from '../../../lib/app-error'
import { createRateCounter } from './rate-counter'
import { createRateWindowsRepo } from './rate-windows.repo'
import type { UsageDelta, UsageRepo } from './usage.repo'

export type AppDataLimits = { [K in keyof typeof APP_DATA_LIMITS]: number }

export const appDataLimits = (
  overrides: Partial<AppDataLimits> = {}
): AppDataLimits => ({ ...APP_DATA_LIMITS, ...overrides })

const WINDOW_MS = 60_000
const n = (value: number) => value.toLocaleString('en-US')
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

const RATE_KINDS = {
  read: { noun: 'requests', max: (l: AppDataLimits) => l.readsPerMinute },
  write: { noun: 'changes', max: (l: AppDataLimits) => l.writesPerMinute },
  api: { noun: 'API calls', max: () => API_PROXY_LIMITS.callsPerMinute },
  'visitor-api': {
    noun: 'API calls from you',
    max: () => API_PROXY_LIMITS.callsPerVisitorPerMinute,
  },
  'visitor-read': {
    noun: 'requests from you',
    max: (l: AppDataLimits) => l.readsPerVisitorPerMinute,
  },
  'visitor-write': {
    noun: 'changes from you',
    max: (l: AppDataLimits) => l.writesPerVisitorPerMinute,
  },
}
export type RateKind = keyof typeof RATE_KINDS

/**
 * Requests per project and minute, counted in the database so the limit
 * holds with several API processes: `hit` writes each request (the API
 * proxy), `visitorThenApp` writes in batches (the data API, `rate-counter.ts`).
 */
export function createProjectRateLimit(deps: {
  db: Database
  now: () => Date
  limits: AppDataLimits
}) {
  const repo = createRateWindowsRepo(deps.db)

  function window() {
    const time = deps.now().getTime()
    const start = time - (time % WINDOW_MS)
    return { time, start, date: new Date(start) }
  }

  function refuseOver(
    kind: RateKind,
    count: number,
    at: ReturnType<typeof window>
  ) {
    const { noun, max: maxOf } = RATE_KINDS[kind]
    const max = maxOf(deps.limits)
    if (count <= max) return
    const retryAfter = Math.max(
      1,
      Math.ceil((at.start + WINDOW_MS - at.time) / 1000)
    )
    throw new AppError('RATE_LIMITED', {
      message: `This app is getting too many ${noun} (at most ${n(max)} a minute). Please wait ${retryAfter} seconds and try again.`,
      headers: { 'retry-after': String(retryAfter) },
    })
  }

  /** `visitor`: a short hash of the caller's address, for the visitor kinds. */
  async function hit(projectId: string, kind: RateKind, visitor = '') {
    const at = window()
    const bucket = visitor ? `${kind}:${visitor}` : kind
    refuseOver(kind, await repo.hit(projectId, bucket, at.date), at)
  }

  /**
   * The visitor's share first, then the app's, in one statement: a visitor
   * over their share is refused without using up the app's budget.
   */
  /**
   * The visitor's share first, then the app's, counted in memory and
   * written in batches (`createRateCounter`): no write per request. A
   * visitor over their share is refused without using up the app's budget.
   */
  const counter = createRateCounter(repo)
  hit.visitorThenApp = async (
    projectId: string,
    kind: 'read' | 'write',
    visitor: string
  ) => {
    const at = window()
    const visitorKind = `visitor-${kind}` as const
    const bucket = `${visitorKind}:${visitor}`
    refuseOver(visitorKind, await counter.count(projectId, bucket, at.date), at)
    refuseOver(kind, await counter.count(projectId, kind, at.date), at)
  }
  hit.flush = () => counter.flush()

  return hit
}

/** A visitor's bucket name: their address, hashed (no address is stored). */
export const visitorKey = (address: string) =>
  createHash('sha256').update(address).digest('base64url').slice(0, 16)

export type ProjectRateLimit = ReturnType<typeof createProjectRateLimit>

/** Per-project quotas (records, bytes, files, end users) reserved in the database. */
export function createQuotas(deps: {
  usage: UsageRepo
  limits: AppDataLimits
}) {
  const { limits } = deps
  const caps = {
    records: limits.recordsPerProject,
    recordBytes: limits.recordBytesPerProject,
    files: limits.filesPerProject,
    fileBytes: limits.fileBytesPerProject,
    endUsers: limits.endUsersPerProject,
  }
  const messages: Record<keyof UsageDelta, string> = {
    records: `This app has reached its limit of ${n(caps.records)} records. Delete some first.`,
    recordBytes: `This app's data has reached its limit of ${mb(caps.recordBytes)}. Delete some records first.`,
    files: `This app has reached its limit of ${n(caps.files)} files. Delete some first.`,
    fileBytes: `This app's files have reached their limit of ${mb(caps.fileBytes)}. Delete some first.`,
    endUsers: `This app has reached its limit of ${n(caps.endUsers)} accounts.`,
  }

  return {
    /** Takes `delta` from the project's quotas, or answers 413 QUOTA_EXCEEDED. */
    async reserve(projectId: string, delta: UsageDelta, tx?: DbOrTx) {
      if (await deps.usage.adjust(projectId, delta, caps, tx)) return
      const usage = await deps.usage.get(projectId, tx)
      const over = (Object.keys(delta) as (keyof UsageDelta)[]).find(
        (key) => (delta[key] ?? 0) > 0 && usage[key] + delta[key]! > caps[key]
      )
      throw new AppError('QUOTA_EXCEEDED', {
        message: messages[over ?? 'records'],
      })
    },

    /** Gives back what a deletion freed. */
    release: (projectId: string, delta: UsageDelta, tx?: DbOrTx) =>
      deps.usage.adjust(
        projectId,
        Object.fromEntries(
          Object.entries(delta).map(([key, value]) => [key, -(value ?? 0)])
        ),
        caps,
        tx
      ),
  }
}

export type Quotas = ReturnType<typeof createQuotas>
