import type { BuildEvent } from '../build-types.ts'
import { createFileMap, fileMapFrom, type FileMap } from '../files/file-map.ts'
import { isOldSpec, readSpec } from './app-spec.ts'
import { applyEdits } from './follow-up/apply-edits.ts'
import { parseFollowUp } from './follow-up/parse-follow-up.ts'
import {
  firstPlan,
  firstReply,
  followUpPlan,
  followUpReply,
  NO_SPEC_REPLY,
  OLD_SPEC_REPLY,
} from './offline-texts.ts'
import { MAX_PROMPT, readPrompt } from './prompt/read-prompt.ts'
import { renderProject } from './render/render-project.ts'

export const OFFLINE_MODEL = {
  id: 'offline',
  label: 'Offline generator',
} as const

export type OfflineOutput = {
  title: string
  plan: string
  messages: string[]
  files: FileMap
}

/** Emits text in word-sized chunks, the way a model streams. */
export function streamText(
  text: string,
  part: 'plan' | 'reply',
  onEvent?: (e: BuildEvent) => void
) {
  if (!onEvent) return
  for (const chunk of text.match(/\S+\s*/g) ?? []) {
    onEvent({ type: 'text', part, delta: chunk })
  }
}

/**
 * The deterministic generator used when no model is configured. A first
 * prompt makes a new app; with existing files the prompt is read as a
 * follow-up, and only files whose content the follow-up changes are written.
 */
export function generateOffline(
  prompt: string,
  current: FileMap = createFileMap()
): OfflineOutput {
  if (Object.keys(current).length === 0) {
    const spec = readPrompt(prompt)
    const files = renderProject(spec)
    return {
      title: spec.title,
      plan: firstPlan(spec),
      messages: [firstReply(spec, Object.keys(files).length)],
      files,
    }
  }
  const spec = readSpec(current)
  if (!spec)
    return {
      title: '',
      plan: '',
      messages: [isOldSpec(current) ? OLD_SPEC_REPLY : NO_SPEC_REPLY],
      files: current,
    }
  const { spec: next, summary } = applyEdits(
    spec,
    parseFollowUp(prompt.slice(0, MAX_PROMPT))
  )
  const before = renderProject(spec)
  const after = renderProject(next)
  const base = fileMapFrom(current)
  const files = fileMapFrom(current)
  for (const [path, text] of Object.entries(after)) {
    if (before[path] !== text) files[path] = text
  }
  for (const path of Object.keys(before)) {
    if (after[path] === undefined) delete files[path]
  }
  // Each file the thread lists as changed (the spec file too), once.
  const changed = [
    ...new Set([...Object.keys(base), ...Object.keys(files)]),
  ].filter((path) => base[path] !== files[path]).length
  return {
    title: next.title,
    plan: followUpPlan(summary),
    messages: [followUpReply(summary, changed)],
    files,
  }
}
