import type { HealthResponse } from '@kiln/contract/health'
import { sql } from 'drizzle-orm'
import type { Database, DbMode } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { serverVersion } from '../../lib/version'

/** Whether the API can reach its database (GET /api/health). */
export function createHealthService(deps: { db: Database; mode: DbMode }) {
  return {
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
