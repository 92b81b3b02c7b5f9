import type { FastifyBaseLogger } from 'fastify'
import type { GitSyncService } from './git-sync.service'

/**
 * The periodic check for outside commits (GIT_SYNC_INTERVAL_SECONDS): each
 * tick queues a sync of every remote not checked for that long. Several
 * processes may tick; a project's queued flag keeps it to one job.
 */
export function startGitChecks(
  gitSync: Pick<GitSyncService, 'queueDue'>,
  intervalMs: number,
  log: FastifyBaseLogger
) {
  if (intervalMs <= 0) return { stop: () => {} }
  const timer = setInterval(
    () => {
      gitSync
        .queueDue(new Date(), intervalMs)
        .catch((err: unknown) => log.warn({ err }, 'git checks failed'))
    },
    Math.min(intervalMs, 60_000)
  )
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
