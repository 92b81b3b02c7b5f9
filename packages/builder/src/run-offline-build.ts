import type { BuildInput } from './build-types.ts'
import { fileMapFrom, type FileMap } from './files/file-map.ts'
import { shortDiff } from './files/short-diff.ts'
import { generateOffline, streamText } from './offline/offline-generator.ts'

export type CodedVersion = {
  title: string
  plan: string
  messages: string[]
  files: FileMap
}

/** PLANNING and CODING with the offline generator (no LLM, no usage). */
export function runOfflineBuild(input: BuildInput): CodedVersion {
  const emit = input.onEvent
  emit?.({ type: 'status', step: 'plan' })
  const before = fileMapFrom(input.files ?? {})
  const out = generateOffline(input.prompt, before)
  streamText(out.plan, 'plan', emit)
  emit?.({ type: 'status', step: 'code' })
  for (const [path, text] of Object.entries(out.files)) {
    const old = before[path]
    if (old === text) continue
    const { added, removed, diff } = shortDiff(old ?? '', text)
    emit?.({
      type: 'file',
      path,
      action: old === undefined ? 'created' : 'updated',
      added,
      removed,
      ...(old === undefined ? {} : { diff }),
    })
  }
  for (const path of Object.keys(before)) {
    if (out.files[path] !== undefined) continue
    const { removed } = shortDiff(before[path] ?? '', '')
    emit?.({ type: 'file', path, action: 'deleted', added: 0, removed })
  }
  for (const message of out.messages) streamText(message, 'reply', emit)
  return out
}
