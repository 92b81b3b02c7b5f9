import { splitIds } from '@/api/build-tasks/create-build-task'
import type { StudioSearch } from '../studio-search'
import { readPrefill } from './prefill'

/** What a studio link asks to start: a new project or a clone. */
export type StartRequest =
  | {
      kind: 'build'
      prompt: string
      preselectedMcpIds?: string[]
      preselectedApiIds?: string[]
    }
  | { kind: 'clone'; shareLink: string }

/**
 * The start a studio URL asks for: an auto-clone prefill in the hash
 * (docs/product.md §2), else `isNewProject=true` with a prompt and no task yet.
 */
export function readStartRequest(
  search: StudioSearch,
  hash: string
): StartRequest | null {
  const prefill = readPrefill(hash)
  if (prefill?.mode === 'auto-clone' && prefill.shareLink) {
    return { kind: 'clone', shareLink: prefill.shareLink }
  }
  const prompt = search.prompt?.trim()
  if (search.taskId || search.isNewProject !== true || !prompt) return null
  return {
    kind: 'build',
    prompt,
    preselectedMcpIds: splitIds(search.preselectedMcpIds),
    preselectedApiIds: splitIds(search.preselectedApiIds),
  }
}

/** Tells two requests apart, so a new one is never taken as already started. */
export function startRequestKey(request: StartRequest) {
  return JSON.stringify(request)
}
