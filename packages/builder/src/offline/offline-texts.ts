import type { AppSpec, NotBuilt } from './app-spec.ts'
import { describeViews } from './prompt/describe.ts'
import { describeSections, joinAnd } from './prompt/read-prompt.ts'

/** The parts of the app, one phrase each, for the plan and the reply. */
export function builtParts(spec: AppSpec): string[] {
  const parts = describeViews(spec, false)
  const sections = describeSections(spec)
  if (sections.length > 0) parts.push(`page sections: ${joinAnd(sections)}`)
  return parts
}

export function notBuiltText(notBuilt: NotBuilt[]): string {
  if (notBuilt.length === 0) return ''
  const items = notBuilt.map((n) => `“${n.part}” (${n.reason})`)
  return ` I could not build ${joinAnd(items)}. Choose an AI model in the model menu to build ${notBuilt.length === 1 ? 'it' : 'them'}; everything else you asked for is in the app.`
}

export function firstPlan(spec: AppSpec): string {
  return [
    `I'll build “${spec.title}”, a React + TypeScript + Tailwind app.`,
    ...builtParts(spec).map(
      (p) => `- ${p.charAt(0).toUpperCase()}${p.slice(1)}.`
    ),
    ...(spec.entities.length > 0
      ? [
          '- Data is saved through the project data API, so it survives a reload.',
        ]
      : []),
    ...spec.notBuilt.map((n) => `- Not built: ${n.part} (${n.reason}).`),
    `- Look: ${spec.accent} accent on a ${spec.isDark ? 'dark' : 'light'} background.`,
  ].join('\n')
}

export function firstReply(spec: AppSpec, fileCount: number): string {
  const parts = builtParts(spec)
  const ready = `Your app “${spec.title}” is ready, in ${fileCount} files: ${joinAnd(parts)}.`
  const saved =
    spec.entities.length > 0
      ? ' What you enter is saved and survives a reload.'
      : ''
  return `${ready}${saved}${notBuiltText(spec.notBuilt)} Ask for changes such as “add a FAQ and testimonials”, “add a chart”, “add a field for notes” or “call it …”.`
}

/** What an unapplied follow-up clause gets as an answer in the chat. */
export function cannotApply(request: string): string {
  return `I could not “${request}”: offline, I can rename the app, change its colour, theme and tagline, add or remove page sections (features, about, menu, opening hours, event details, gallery, team, pricing, testimonials, FAQ, contact), add views (list with search, board with drag and drop, calendar, chart, streaks, totals, timer, quiz, flashcards, calculator), and add or remove fields. Choose an AI model to make this change.`
}

export function followUpPlan(summary: string[]): string {
  return ['I will make these changes:', ...summary.map((s) => `- ${s}`)].join(
    '\n'
  )
}

export function followUpReply(summary: string[], changed: number): string {
  return `${summary.join(' ')} ${changed === 0 ? 'Nothing in the app changed, so this version costs no credits.' : `Updated ${changed} file${changed === 1 ? '' : 's'}.`}`
}

export const NO_SPEC_REPLY =
  'This project was not made by the offline generator, so it cannot edit it. Choose an AI model to change it.'

export const OLD_SPEC_REPLY =
  'This app was made by an earlier version of the offline generator, which cannot edit it any more. Start a new project to build it again offline, or choose an AI model to change it.'
