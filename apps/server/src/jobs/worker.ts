import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database'
import type { JobRow } from '../db/schema'
import { metrics } from '../lib/metrics'
import { createRunStep } from './job-steps'
import {
  PermanentJobError,
  type JobDefinition,
  type JobHandler,
} from './job-types'
import { createJobQueue } from './queue'

export type WorkerOptions = {
  db: Database
  definitions: JobDefinition[]
  log: FastifyBaseLogger
  id?: string
  concurrency?: number
  lockMs?: number
  heartbeatMs?: number
  pollMs?: number
  retryDelayMs?: (attempts: number) => number
  /**
   * No other process runs jobs on this database (PGlite): at start, every
   * running job was left by a dead process and is taken back at once
   * instead of after its lock expires.
   */
  soleWorker?: boolean
}

/** How often expired locks are swept: a dead worker's job waits at most lockMs + this. */
const RECLAIM_EVERY_MS = 5_000

class StopSignal extends Error {
  constructor(readonly kind: 'shutdown' | 'lost-lock') {
    super(kind)
  }
}

/** Claims and runs jobs; `start` loops with `concurrency` slots, `drain` runs until none are due. */
export function createWorker(options: WorkerOptions) {
  const { db, log } = options
  const id =
    options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const lockMs = options.lockMs ?? 30_000
  const heartbeatMs = options.heartbeatMs ?? 5_000
  const pollMs = options.pollMs ?? 1_000
  const retryDelayMs = options.retryDelayMs ?? ((n) => 2_000 * 2 ** (n - 1))
  const queue = createJobQueue(db)
  const handlers = new Map<string, Promise<JobHandler>>()
  const active = new Map<
    string,
    { controller: AbortController; done: Promise<void> }
  >()
  let isStopping = false
  const sleepers = new Set<() => void>()
  const loops: Promise<void>[] = []
  let reclaimTimer: NodeJS.Timeout | undefined

  function handlerFor(kind: string) {
    const definition = options.definitions.find((d) => d.id === kind)
    if (!definition) return undefined
    if (!handlers.has(kind)) handlers.set(kind, definition.load())
    return handlers.get(kind)
  }

  async function giveUp(
    job: JobRow,
    reason: 'interrupted' | 'failed',
    error?: unknown
  ) {
    try {
      await (await handlerFor(job.kind))?.onGiveUp?.(job, reason, error)
    } catch (err) {
      log.error({ err, jobId: job.id }, 'job give-up hook failed')
    }
  }

  async function reclaim(anyLock = false) {
    const { requeued, exhausted } = await queue.reclaimExpired(anyLock)
    if (requeued > 0) log.warn({ requeued }, 'reclaimed interrupted jobs')
    for (const job of exhausted) await giveUp(job, 'interrupted')
    return requeued + exhausted.length
  }

  async function execute(job: JobRow, controller: AbortController) {
    const jobLog = log.child({
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
    })
    const beat = setInterval(() => {
      queue.heartbeat(job.id, id, lockMs).then(
        (isOwner) => {
          if (!isOwner) controller.abort(new StopSignal('lost-lock'))
        },
        (err: unknown) => jobLog.warn({ err }, 'heartbeat failed')
      )
    }, heartbeatMs)
    try {
      const handler = await handlerFor(job.kind)
      if (!handler) throw new PermanentJobError(`Unknown job kind ${job.kind}`)
      await handler.run(job, {
        signal: controller.signal,
        runStep: createRunStep(db, job.id),
        log: jobLog,
      })
      await queue.succeed(job.id, id)
      metrics.jobsFinished.inc({ kind: job.kind, outcome: 'succeeded' })
    } catch (error) {
      const reason = controller.signal.reason
      if (reason instanceof StopSignal) {
        metrics.jobsFinished.inc({ kind: job.kind, outcome: 'stopped' })
        if (reason.kind === 'shutdown') await queue.release(job.id, id)
        jobLog.warn({ reason: reason.kind }, 'job stopped')
        return
      }
      const isPermanent = error instanceof PermanentJobError
      const message = error instanceof Error ? error.message : String(error)
      const outcome = await queue.fail(
        job.id,
        id,
        message,
        isPermanent ? null : retryDelayMs(job.attempts)
      )
      metrics.jobsFinished.inc({ kind: job.kind, outcome })
      jobLog.warn({ err: error, outcome }, 'job failed')
      if (outcome === 'failed') await giveUp(job, 'failed', error)
    } finally {
      clearInterval(beat)
    }
  }

  async function runOnce(): Promise<string | null> {
    const job = await queue.claim(id, lockMs)
    if (!job) return null
    if (isStopping) {
      await queue.release(job.id, id)
      return null
    }
    const controller = new AbortController()
    const done = execute(job, controller)
    active.set(job.id, { controller, done })
    try {
      await done
    } finally {
      active.delete(job.id)
    }
    return job.id
  }

  async function loop() {
    while (!isStopping) {
      let ran: string | null = null
      try {
        ran = await runOnce()
      } catch (err) {
        log.error({ err }, 'worker loop error')
      }
      if (ran || isStopping) continue
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          sleepers.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, pollMs)
        sleepers.add(wake)
      })
    }
  }

  return {
    id,
    runOnce,
    reclaim,
    /** Runs due jobs one by one until none is left. */
    async drain() {
      let count = 0
      while (await runOnce()) count++
      return count
    },
    wake: () => [...sleepers].forEach((wake) => wake()),
    async start(concurrency = options.concurrency ?? 2) {
      await reclaim(options.soleWorker)
      reclaimTimer = setInterval(
        () => {
          reclaim().catch((err: unknown) =>
            log.error({ err }, 'reclaim failed')
          )
        },
        Math.min(RECLAIM_EVERY_MS, Math.max(1_000, lockMs / 2))
      )
      for (let i = 0; i < concurrency; i++) loops.push(loop())
    },
    /** Lets running jobs finish for `graceMs`, then releases them. */
    async stop(graceMs = 10_000) {
      isStopping = true
      clearInterval(reclaimTimer)
      for (const wake of [...sleepers]) wake()
      const running = [...active.values()]
      const timer = setTimeout(() => {
        for (const job of running)
          job.controller.abort(new StopSignal('shutdown'))
      }, graceMs)
      await Promise.allSettled(running.map((job) => job.done))
      clearTimeout(timer)
      await Promise.allSettled(loops)
    },
  }
}

export type Worker = ReturnType<typeof createWorker>
