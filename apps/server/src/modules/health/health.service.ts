import type { HealthResponse } from '@kiln/contract/health'
import { sql } from 'drizzle-orm'
import type { Database, DbMode } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { serverVersion } from '../../lib/version'
import { createReadiness, type ReadinessDeps } from './readiness'

/** Liveness (GET /api/health) and readiness (GET /api/health/ready). */
export function createHealthService(deps: {
  db: Database
  mode: DbMode
  objectStore?: ReadinessDeps['objectStore']
}) {
  const readiness = createReadiness(deps)
  return {
    /** 503 with the reason while migrations, the database or the object store are not ready. */
    async ready(): Promise<{ status: 'ready' }> {
      const reason = await readiness.notReadyReason()
      if (reason) throw new AppError('SERVICE_UNAVAILABLE', { message: reason })
      return { status: 'ready' }
    },
    /** 503 when the database does not answer; `logError` hears why. */
    async check(logError: (error: unknown) => void): Promise<HealthResponse> {
      try {
        await deps.db.execute(sql`select 1`)
      } catch (error) {
        logError(error)
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'The database is not reachable.',
        })
      }
      return { status: 'ok', version: serverVersion, database: deps.mode }
    },
  }
}
