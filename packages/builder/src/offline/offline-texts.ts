import type { AppSpec } from './app-spec.ts'

const FEATURE_TEXT: Record<AppSpec['feature'], string> = {
  todo: 'a list where you can add items, tick them off and remove them',
  form: 'a form that checks its input and lists what was submitted',
  tracker: 'trackers with a daily goal, +/− buttons and a progress bar',
  notes: 'a notes board where you can write, search and delete notes',
  expenses: 'an expense list with categories and running totals',
}

export function firstPlan(spec: AppSpec): string {
  const sections = spec.sections
    .filter((s) => s.kind !== 'app')
    .map((s) => s.kind)
    .join(', ')
  return [
    `I'll build “${spec.title}”, a React + TypeScript + Tailwind app.`,
    `- Main feature: ${FEATURE_TEXT[spec.feature]}.`,
    `- Page sections: ${sections}.`,
    `- Look: ${spec.accent} accent on a ${spec.isDark ? 'dark' : 'light'} background.`,
    '- Data is saved through the project data API, so it survives a reload.',
  ].join('\n')
}

export function firstReply(spec: AppSpec, fileCount: number): string {
  return `Your app “${spec.title}” is ready: ${FEATURE_TEXT[spec.feature]}, in ${fileCount} files. Ask for changes such as “make it green”, “add a FAQ” or “call it …”.`
}

export function followUpPlan(summary: string[]): string {
  return ['I will make these changes:', ...summary.map((s) => `- ${s}`)].join(
    '\n'
  )
}

export function followUpReply(summary: string[], changed: number): string {
  return `${summary.join(' ')} ${changed === 0 ? 'No files needed to change.' : `Updated ${changed} file${changed === 1 ? '' : 's'}.`}`
}

export const NO_SPEC_REPLY =
  'This project was not made by the offline generator, so it cannot edit it. Choose an AI model to change it.'
