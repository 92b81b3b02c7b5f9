import type { FileMap } from '@kiln/builder/files'
import type { ListenFn } from '../../../db/database'
import { createInvalidatedCache } from '../../../lib/invalidated-cache'
import { noCode, readCodeRules, type CodeRules } from './code-rules'

/** Where a project's code comes from: the services of build-tasks and preview. */
export type VersionFiles = {
  /** The project's head version if it is built, else the latest built. */
  headTaskId: (projectId: string) => Promise<string | undefined>
  /** A version's source files. */
  filesOf: (taskId: string) => Promise<FileMap>
}

const CACHE_SIZE = 200
/** Sent by triggers on `projects` and `build_tasks` (migration 0012). */
const HEAD_CHANGED_CHANNEL = 'kiln_project_list'

/**
 * The code rules of a project's current version (the head if built, else the
 * latest built). A version's files never change, so what was read from one
 * is kept per task id (bounded, least recently used goes first).
 */
export function createProjectCode(versions: VersionFiles, listen?: ListenFn) {
  const cache = new Map<string, Promise<CodeRules>>()
  const heads = createInvalidatedCache<string | undefined>({
    maxEntries: 10_000,
    ttlMs: 60_000,
  })
  // A project's head changes only with its projects or build_tasks rows,
  // whose triggers notify HEAD_CHANGED_CHANNEL (with the owner's id, not the
  // project's: every head is read again). Without `listen` nothing is kept.
  const listening = listen?.(
    HEAD_CHANGED_CHANNEL,
    () => heads.clear(),
    () => heads.clear()
  )
  const headOf = (projectId: string) =>
    listening
      ? heads.load(projectId, () => versions.headTaskId(projectId))
      : versions.headTaskId(projectId)

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
    close: async () => (await listening)?.(),
    async ofProject(projectId: string): Promise<CodeRules> {
      const taskId = await headOf(projectId)
      return taskId ? ofTask(taskId) : noCode()
    },
  }
}

export type ProjectCode = ReturnType<typeof createProjectCode>
