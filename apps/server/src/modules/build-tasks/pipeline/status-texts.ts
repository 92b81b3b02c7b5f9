import type { RunCheckReport } from '@kiln/builder/build-types'
import { formatBuildErrors, type BuildError } from '@kiln/builder/bundle'
import type { BuildTaskStatus } from '@kiln/contract/build-tasks'

/** The thread line recorded with each status. */
export const STATUS_TEXTS: Partial<Record<BuildTaskStatus, string>> = {
  PENDING: 'Waiting for a builder to pick up this version.',
  PLANNING: 'Planning the app.',
  CODING: 'Writing the code.',
  UPLOADING_FILE: 'Saving the files of this version.',
  HOSTING: 'Publishing the preview.',
  COMPLETED: 'Your app is ready.',
  CANCELLED: 'The build was cancelled.',
}

/** The thread line of a follow-up whose files equal the version it built on. */
export const unchangedText = (versionNumber: number) =>
  `Nothing changed, so no new version was made: the app stays as version ${versionNumber}.`

export const INTERRUPTED_MESSAGE =
  'The build was interrupted too many times. Please try again.'
export const CRASHED_MESSAGE =
  'The build could not be completed because of a problem on our side. Please try again.'
/** A hand edit that does not build: no model and no repair round was involved. */
export const EDIT_FAILED_MESSAGE =
  'Your edit does not build: the app has errors after your change. Fix them in the code, or restore the version before it.'
export const BUNDLE_FAILED_MESSAGE =
  'The app still had build errors after the automatic repair rounds.'
/** The thread line of a kept version whose check still found errors. */
export function unfixedText(unfixed: {
  errors: BuildError[]
  total: number
  keptLastBuilt: boolean
}): string {
  const head = unfixed.keptLastBuilt
    ? `The last repair round broke the build, so this version keeps the code from before it. The model could not fix ${unfixed.total === 1 ? 'this error' : `these ${unfixed.total} errors`}:`
    : `This version builds, but the model could not fix ${unfixed.total === 1 ? 'this error' : `these ${unfixed.total} errors`} the check found:`
  const more =
    unfixed.total > unfixed.errors.length
      ? `\n…and ${unfixed.total - unfixed.errors.length} more.`
      : ''
  return `${head}\n${formatBuildErrors(unfixed.errors)}${more}`
}

const MAX_WARNINGS_SHOWN = 5

/** The thread line of a version that built with warnings (a package version substituted, a stylesheet left out). */
export function buildWarningsText(warnings: string[]): string {
  const shown = warnings.slice(0, MAX_WARNINGS_SHOWN)
  const more =
    warnings.length > shown.length
      ? `\n…and ${warnings.length - shown.length} more.`
      : ''
  const head =
    warnings.length === 1
      ? 'This version builds, with one thing to know:'
      : `This version builds, with ${warnings.length} things to know:`
  return `${head}\n${shown.map((w) => `- ${w}`).join('\n')}${more}`
}

export const MODEL_GONE_MESSAGE =
  'The selected model is not available any more. Please choose another one.'

export const integrationsText = (mcpIds: string[], apiIds: string[]) =>
  [
    mcpIds.length > 0 ? `MCP servers: ${mcpIds.join(', ')}` : '',
    apiIds.length > 0 ? `APIs: ${apiIds.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .replace(/^/, 'Using the selected integrations. ')

export const KEY_GONE_MESSAGE =
  'The model key this build was started with was removed, so the build was stopped before calling any model. No credits were charged.'

/** The thread line of a version's run check: the routes opened and what they showed. */
export function runCheckText(report: RunCheckReport): string {
  if (report.status === 'skipped')
    return `The app was not opened in a browser to check it: ${report.reason ?? 'the check is not available.'} This is said once per project.`
  const seconds = `${(report.durationMs / 1000).toFixed(1)} s`
  const paths = report.routes.map((r) => r.path).join(', ')
  if (report.status === 'passed')
    return `Opened the app in a browser (${paths}): no errors (${seconds}).`
  const failed = report.routes.filter((r) => r.errors.length > 0)
  const lines = failed.flatMap((r) => r.errors.map((e) => `${r.path}: ${e}`))
  return `Opened the app in a browser (${paths}): errors on ${failed.map((r) => r.path).join(', ')} (${seconds}).\n${lines.join('\n')}`
}
