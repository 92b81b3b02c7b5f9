import type { FileMap } from '../files/file-map.ts'
import { readSpec, SPEC_PATH, type AppSpec } from './app-spec.ts'
import { applyEdits } from './follow-up/apply-edits.ts'
import { parseFollowUp } from './follow-up/parse-follow-up.ts'
import { builtParts, NO_SPEC_REPLY } from './offline-texts.ts'
import { MAX_PROMPT, readPrompt } from './prompt/read-prompt.ts'
import { renderProject } from './render/render-project.ts'

const MAX_LISTED_FILES = 30

const bullet = (line: string) => `- ${line}`
const IMPERATIVE: Record<string, string> = {
  Added: 'Add',
  Removed: 'Remove',
  Renamed: 'Rename',
  Switched: 'Switch',
  Changed: 'Change',
}
/** "Added a FAQ section." → "Add a FAQ section.": a plan says what will be done (and reads back as a request). */
const imperative = (line: string) =>
  line.replace(
    /^(Added|Removed|Renamed|Switched|Changed)\b/,
    (verb) => IMPERATIVE[verb]!
  )
/** A summary line ("I could not …", "I did not add …") that says a part was not done. */
const isRefusal = (line: string) => /^I (?:could|did) not\b/.test(line)

function fileLines(before: FileMap, after: FileMap): string[] {
  const lines: string[] = []
  for (const path of Object.keys(after).sort()) {
    if (path === SPEC_PATH || before[path] === after[path]) continue
    lines.push(`${path} (${before[path] === undefined ? 'new' : 'changed'})`)
  }
  for (const path of Object.keys(before).sort()) {
    if (path !== SPEC_PATH && after[path] === undefined)
      lines.push(`${path} (deleted)`)
  }
  const shown = lines.slice(0, MAX_LISTED_FILES)
  if (lines.length > shown.length)
    shown.push(`and ${lines.length - shown.length} more files`)
  return shown.length > 0 ? shown : ['No file would change.']
}

function planText(parts: {
  changes: string[]
  files: string[]
  cannot: string[]
}) {
  return [
    'Plan from the offline generator (no AI model; your project knowledge is not used):',
    'What will change:',
    ...(parts.changes.length > 0
      ? parts.changes.map(bullet)
      : ['- Nothing the offline generator can do.']),
    'Files:',
    ...parts.files.map(bullet),
    ...(parts.cannot.length > 0
      ? ['What it cannot do offline:', ...parts.cannot.map(bullet)]
      : []),
    'Questions: none. Press "Build this plan" to build it, or choose an AI model for what it cannot do.',
  ].join('\n')
}

function firstAppPlan(spec: AppSpec): string {
  const files = renderProject(spec)
  return planText({
    changes: [
      `A new app “${spec.title}” with ${builtParts(spec).join('; ')}.`,
      `Look: ${spec.accent} accent on a ${spec.isDark ? 'dark' : 'light'} background.`,
    ],
    files: fileLines({}, files),
    cannot: spec.notBuilt.map((n) => `${n.part}: ${n.reason}`),
  })
}

/**
 * What the offline generator would build for the prompt, read into its app
 * model without writing a file: the changes, the files they touch and the
 * parts it cannot build.
 */
export function planOffline(prompt: string, current: FileMap): string {
  if (Object.keys(current).length === 0) return firstAppPlan(readPrompt(prompt))
  const spec = readSpec(current)
  if (!spec) return NO_SPEC_REPLY
  const { spec: next, summary } = applyEdits(
    spec,
    parseFollowUp(prompt.slice(0, MAX_PROMPT))
  )
  return planText({
    changes: summary.filter((line) => !isRefusal(line)).map(imperative),
    files: fileLines(renderProject(spec), renderProject(next)),
    cannot: summary.filter(isRefusal),
  })
}
