import type { RunStep } from '@kiln/builder/build-types'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { jobSteps } from '../db/schema'

/** runStep backed by job_steps: a retried job reuses finished steps. */
export function createRunStep(db: Database, jobId: string): RunStep {
  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const [hit] = await db
      .select({ result: jobSteps.result })
      .from(jobSteps)
      .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.key, key)))
    if (hit) return hit.result as T
    const result = await fn()
    await db
      .insert(jobSteps)
      .values({ jobId, key, result: result ?? null })
      .onConflictDoNothing()
    return result
  }
}
