import type { BuildInput } from './build-types.ts'
import { fileMapFrom, type FileMap } from './files/file-map.ts'
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
  emit?.({ type: 'status', step: 'PLANNING' })
  const before = fileMapFrom(input.files ?? {})
  const out = generateOffline(input.prompt, before)
  streamText(out.plan, 'plan', emit)
  emit?.({ type: 'status', step: 'CODING' })
  for (const [path, text] of Object.entries(out.files)) {
    if (before[path] === text) continue
    emit?.({
      type: 'file',
      path,
      action: before[path] === undefined ? 'created' : 'updated',
    })
  }
  for (const path of Object.keys(before)) {
    if (out.files[path] === undefined)
      emit?.({ type: 'file', path, action: 'deleted' })
  }
  for (const message of out.messages) streamText(message, 'reply', emit)
  return out
}
