import type { JobDefinition } from '../../jobs/job-types'
import { GIT_SYNC_JOB } from './git-sync-job-kind'
import type { GitSyncService } from './git-sync.service'
import { RemoteMovedError } from './sync/remote-ops'
import { failedSync, syncProject, type SyncDeps } from './sync/run-sync'

/** Longer than a clone may take (90 seconds), so a live sync keeps its lease. */
const LEASE_MS = 5 * 60_000
/** Syncs in a row within one job (asked again meanwhile, or the branch moved during a push). */
const MAX_ROUNDS = 5

/**
 * The git-sync job: one sync of a project at a time across every API and
 * worker process (a lease on the project's row, taken by a conditional
 * UPDATE); a sync asked for while one runs makes that one run again.
 */
export function gitSyncJob(
  deps: SyncDeps & { gitSync: Pick<GitSyncService, 'repo' | 'tokenOf'> }
): JobDefinition {
  const { repo } = deps.gitSync
  return {
    id: GIT_SYNC_JOB,
    version: 1,
    load: async () => ({
      async run(job, ctx) {
        const { projectId } = job.payload as { projectId: string }
        for (let round = 0; round < MAX_ROUNDS; round++) {
          let row = await repo.acquire(projectId, job.id, LEASE_MS)
          if (!row) {
            // Another sync runs: it runs once more for this request.
            await repo.askAgain(projectId)
            row = await repo.acquire(projectId, job.id, LEASE_MS)
            if (!row) return
          }
          let again = false
          let fields
          try {
            const token = deps.gitSync.tokenOf(row)
            fields = await syncProject(deps, row, {
              url: row.url,
              ...(token ? { token } : {}),
            })
          } catch (error) {
            if (error instanceof RemoteMovedError) {
              again = true
              fields = {}
            } else {
              ctx.log.warn({ projectId, err: error }, 'git sync failed')
              fields = failedSync(error)
            }
          }
          const asked = await repo.release(projectId, job.id, {
            ...fields,
            lastCheckedAt: deps.now(),
          })
          if (!asked && !again) return
        }
      },
    }),
  }
}
