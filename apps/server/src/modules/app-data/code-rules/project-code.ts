import type { Database } from '../../../db/database'
import { readTaskFiles } from '../../build-tasks'
import { createArtifactsReader } from '../../preview'
import { noCode, readCodeRules, type CodeRules } from './code-rules'

const CACHE_SIZE = 200

/**
 * The code rules of a project's current version (the head if built, else the
 * latest built). A version's files never change, so what was read from one
 * is kept per task id (bounded, least recently used goes first).
 */
export function createProjectCode(db: Database) {
  const artifacts = createArtifactsReader(db)
  const cache = new Map<string, Promise<CodeRules>>()

  function ofTask(taskId: string): Promise<CodeRules> {
    const hit = cache.get(taskId)
    if (hit) {
      cache.delete(taskId)
      cache.set(taskId, hit)
      return hit
    }
    // Unreadable code gets the sign-in defaults: nobody gains access by it.
    const loading = readTaskFiles(db, taskId)
      .then(readCodeRules)
      .catch(() => noCode(true))
    cache.set(taskId, loading)
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return loading
  }

  return {
    ofTask,
    async ofProject(projectId: string): Promise<CodeRules> {
      const taskId = await artifacts.headTaskId(projectId)
      return taskId ? ofTask(taskId) : noCode()
    },
  }
}

export type ProjectCode = ReturnType<typeof createProjectCode>
