import type { DbOrTx } from '../../db/database'
import { readTaskFiles } from './task-files.repo'

/**
 * A version's source files, for code outside build-tasks that has no build
 * service at hand (the preview host's code rules). Built by the roots.
 */
export function createTaskFilesService(deps: { db: DbOrTx }) {
  return { filesOf: (taskId: string) => readTaskFiles(deps.db, taskId) }
}
