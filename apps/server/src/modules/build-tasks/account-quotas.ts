import { sql } from 'drizzle-orm'
import type { Env } from '../../config/env'
import type { Database, DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { ArtifactsService } from '../preview'
import type { BuildProjects } from '../projects'
import { createBuildTasksRepo } from './build-tasks.repo'
import { accountSourceBytes } from './task-files.repo'

export type AccountQuotas = Env['accountQuotas']

/** What the quota check reads of other modules (through their services). */
export type QuotaDeps = {
  db: Database
  projects: BuildProjects
  /** The built files' bytes (the preview module owns them). */
  artifacts: Pick<ArtifactsService, 'accountBytes'>
}

const MB = 1024 * 1024

function formatBytes(bytes: number) {
  if (bytes >= 1024 * MB) return `${+(bytes / (1024 * MB)).toFixed(1)} GB`
  if (bytes >= MB) return `${+(bytes / MB).toFixed(1)} MB`
  return `${Math.round(bytes / 1024)} kB`
}

/**
 * Bytes an account stores: the distinct source and built blobs its versions
 * name, each counted once for the account (a clone of its own version adds
 * nothing; a blob shared with another account counts for both).
 */
export async function accountStoredBytes(
  deps: Pick<QuotaDeps, 'artifacts'>,
  tx: DbOrTx,
  userId: string
) {
  return (
    (await accountSourceBytes(tx, userId)) +
    (await deps.artifacts.accountBytes(tx, userId))
  )
}

/**
 * Refuses a new version (and, with `newProject`, a new project) when the
 * account is at one of its quotas: QUOTA_EXCEEDED (413) for projects and
 * bytes, RATE_LIMITED (429, Retry-After) for versions a day. Not 403: the
 * web client answers a 403 with a token refresh and a retry (docs/product.md §7). Called first in the creating
 * transaction; an advisory lock per account makes concurrent creations
 * count one after another, so none slips past a limit.
 */
export async function checkAccountQuotas(
  deps: QuotaDeps,
  tx: DbOrTx,
  quotas: AccountQuotas,
  userId: string,
  what: { newProject: boolean }
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`account-quotas:${userId}`}))`
  )
  const { maxProjects, maxStoredBytes, maxVersionsPerDay } = quotas
  if (what.newProject && maxProjects > 0) {
    const count = await deps.projects.versionRows.countOwned(userId, tx)
    if (count >= maxProjects) {
      throw new AppError('QUOTA_EXCEEDED', {
        message: `You have reached the limit of ${maxProjects} projects. Delete a project to create another.`,
      })
    }
  }
  if (maxVersionsPerDay > 0) {
    const day = await createBuildTasksRepo(deps.db).countLastDay(userId, tx)
    if (day.count >= maxVersionsPerDay) {
      throw new AppError('RATE_LIMITED', {
        message: `You have reached the limit of ${maxVersionsPerDay} versions a day. Try again later.`,
        headers: { 'retry-after': String(Math.max(1, day.secondsUntilFree)) },
      })
    }
  }
  if (maxStoredBytes > 0) {
    const stored = await accountStoredBytes(deps, tx, userId)
    if (stored >= maxStoredBytes) {
      throw new AppError('QUOTA_EXCEEDED', {
        message: `You have reached the storage limit of ${formatBytes(maxStoredBytes)} (your projects store ${formatBytes(stored)}). Delete a project to free space.`,
      })
    }
  }
}
