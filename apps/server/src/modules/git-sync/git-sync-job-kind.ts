/** The job that syncs one project with its Git remote. */
export const GIT_SYNC_JOB = 'git-sync'
