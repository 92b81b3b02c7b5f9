import type { AppSpec } from './app-spec.ts'

function featureText(spec: AppSpec): string {
  const items = spec.items ?? { one: 'note', many: 'notes' }
  if (spec.feature === 'notes')
    return `a collection where you can save, search and delete ${items.many}`
  if (spec.feature === 'board')
    return `a board of ${items.many} in columns (${(spec.stages ?? []).join(', ')}) where you add ${items.many} and move them from stage to stage`
  return FEATURE_TEXT[spec.feature]
}

const FEATURE_TEXT: Record<AppSpec['feature'], string> = {
  todo: 'a list where you can add items, tick them off and remove them',
  form: 'a form that checks its input and lists what was submitted',
  tracker: 'trackers with a daily goal, +/− buttons and a progress bar',
  notes: 'a collection where you can save, search and delete notes',
  expenses: 'an expense list with categories and running totals',
  board:
    'a board with columns where you add cards and move them from stage to stage',
}

export function firstPlan(spec: AppSpec): string {
  const sections = spec.sections
    .filter((s) => s.kind !== 'app')
    .map((s) => s.kind)
    .join(', ')
  return [
    `I'll build “${spec.title}”, a React + TypeScript + Tailwind app.`,
    `- Main feature: ${featureText(spec)}.`,
    `- Page sections: ${sections}.`,
    `- Look: ${spec.accent} accent on a ${spec.isDark ? 'dark' : 'light'} background.`,
    '- Data is saved through the project data API, so it survives a reload.',
  ].join('\n')
}

export function firstReply(
  spec: AppSpec,
  fileCount: number,
  missing: string | null
): string {
  const ready = `Your app “${spec.title}” is ready: ${featureText(spec)}, in ${fileCount} files.`
  const honest = missing
    ? ` The offline generator cannot build ${missing}, so this is the closest app it knows. Choose an AI model in the model menu to build exactly what you asked for.`
    : ''
  return `${ready}${honest} Ask for changes such as “make it green”, “add a FAQ” or “call it …”.`
}

/** What an unapplied follow-up clause gets as an answer in the chat. */
export function cannotApply(request: string): string {
  return `I could not “${request}”: offline, I can rename the app, change its colour, light or dark theme and tagline, add or remove sections (about, FAQ, testimonials, pricing, contact) and form fields. Choose an AI model to make this change.`
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
