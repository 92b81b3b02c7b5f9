import type { RunStep } from '@kiln/builder/build-types'
import type { FastifyBaseLogger } from 'fastify'
import type { JobRow } from '../db/schema'

export type JobContext = {
  /** Aborts on shutdown or when another worker has taken the job over. */
  signal: AbortSignal
  runStep: RunStep
  log: FastifyBaseLogger
}

export type JobHandler = {
  run: (job: JobRow, ctx: JobContext) => Promise<void>
  /** Called once when the job will not be tried again. */
  onGiveUp?: (
    job: JobRow,
    reason: 'interrupted' | 'failed',
    error?: unknown
  ) => Promise<void>
}

/** A job kind: id, payload version, and a lazily loaded handler. */
export type JobDefinition = {
  id: string
  version: number
  load: () => Promise<JobHandler>
}

/** Thrown by a handler for errors a retry cannot fix. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError'
}
