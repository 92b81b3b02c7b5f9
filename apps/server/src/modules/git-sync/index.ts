/** The git-sync module's public surface: other modules import only from here. */
export { startGitChecks } from './git-checks'
export { gitSyncJob } from './git-sync-job'
export { gitSyncRoutes } from './git-sync.routes'
export { createGitSyncService, type GitSyncService } from './git-sync.service'
