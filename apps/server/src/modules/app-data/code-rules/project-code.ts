import type { FileMap } from '@kiln/builder/files'
import { noCode, readCodeRules, type CodeRules } from './code-rules'

/** Where a project's code comes from: the services of build-tasks and preview. */
export type VersionFiles = {
  /** The project's head version if it is built, else the latest built. */
  headTaskId: (projectId: string) => Promise<string | undefined>
  /** A version's source files. */
  filesOf: (taskId: string) => Promise<FileMap>
}

const CACHE_SIZE = 200

/**
 * The code rules of a project's current version (the head if built, else the
 * latest built). A version's files never change, so what was read from one
 * is kept per task id (bounded, least recently used goes first).
 */
export function createProjectCode(versions: VersionFiles) {
  const cache = new Map<string, Promise<CodeRules>>()

  function ofTask(taskId: string): Promise<CodeRules> {
    const hit = cache.get(taskId)
    if (hit) {
      cache.delete(taskId)
      cache.set(taskId, hit)
      return hit
    }
    // Unreadable code gets the sign-in defaults: nobody gains access by it.
    const loading = versions
      .filesOf(taskId)
      .then(readCodeRules)
      .catch(() => noCode(true))
    cache.set(taskId, loading)
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return loading
  }

  return {
    ofTask,
    async ofProject(projectId: string): Promise<CodeRules> {
      const taskId = await versions.headTaskId(projectId)
      return taskId ? ofTask(taskId) : noCode()
    },
  }
}

export type ProjectCode = ReturnType<typeof createProjectCode>
