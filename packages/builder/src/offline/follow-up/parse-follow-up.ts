import type { Accent, SectionKind } from '../app-spec.ts'
import { colorIn } from '../prompt/detect-theme.ts'
import { earliest, firstMatch } from '../prompt/keywords.ts'

export type Edit =
  | { kind: 'rename'; title: string }
  | { kind: 'tagline'; tagline: string }
  | { kind: 'accent'; accent: Accent }
  | { kind: 'dark'; isDark: boolean }
  | { kind: 'add-section'; section: SectionKind }
  | { kind: 'remove-section'; section: SectionKind }
  | { kind: 'add-field'; label: string }
  | { kind: 'remove-field'; label: string }
  | { kind: 'note'; text: string }

const VERBS =
  'make|add|remove|delete|drop|hide|call|rename|title|name|change|use|switch|set|turn|put|include|insert|get rid'
const SPLIT = new RegExp(
  `\\s*(?:[.;!?]|,|\\band\\b|\\bthen\\b|\\balso\\b)\\s*(?=(?:please\\s+)?(?:${VERBS})\\b)`,
  'i'
)
const RENAME =
  /^(?:please\s+)?(?:call it|name it|rename(?: it| the app| the site| the page)?(?: to)?|title it|change the (?:title|name)(?: of the app)? to|set the title to|title)\s*:?\s*["'“]?(.+?)["'”]?[.!]?$/i
const TAGLINE =
  /^(?:please\s+)?(?:change|set|make|update)\s+the\s+(?:tagline|subtitle|slogan|subheading)\s*(?:to|say|:)\s*["'“]?(.+?)["'”]?$/i
const SECTIONS: [SectionKind, string[]][] = [
  ['about', ['about']],
  ['faq', ['faq', 'faqs', 'frequently asked questions', 'questions']],
  ['footer', ['footer']],
  ['testimonials', ['testimonials', 'testimonial', 'reviews']],
  ['pricing', ['pricing', 'prices', 'plans']],
  ['contact', ['contact']],
  ['highlights', ['features', 'highlights']],
  ['hero', ['hero', 'banner']],
]
const ADD = /\b(add|include|put|insert|show|create)\b/i
const REMOVE = /\b(remove|delete|drop|hide|get rid of|without)\b/i
const ADD_FIELD =
  /\badd\s+(?:an?\s+|another\s+)?(?:new\s+)?(.+?)\s+(?:field|input)\b|\badd\s+(?:an?\s+)?(?:field|input)\s+for\s+(?:the\s+|an?\s+)?(.+)$/i
const REMOVE_FIELD =
  /\b(?:remove|delete|drop)\s+(?:the\s+)?(.+?)\s+(?:field|input)\b/i

function parseClause(clause: string): Edit[] {
  const rename = RENAME.exec(clause)
  if (rename?.[1]) return [{ kind: 'rename', title: rename[1].trim() }]
  const tagline = TAGLINE.exec(clause)
  if (tagline?.[1]) return [{ kind: 'tagline', tagline: tagline[1].trim() }]
  const addField = ADD_FIELD.exec(clause)
  if (addField)
    return [
      { kind: 'add-field', label: (addField[1] ?? addField[2] ?? '').trim() },
    ]
  const removeField = REMOVE_FIELD.exec(clause)
  if (removeField?.[1])
    return [{ kind: 'remove-field', label: removeField[1].trim() }]
  const edits: Edit[] = []
  const section = earliest(clause, SECTIONS)
  if (section && REMOVE.test(clause))
    edits.push({ kind: 'remove-section', section })
  else if (section && ADD.test(clause))
    edits.push({ kind: 'add-section', section })
  if (edits.length > 0) return edits
  if (firstMatch(clause, ['dark mode', 'dark theme', 'dark']) !== -1) {
    edits.push({ kind: 'dark', isDark: true })
  } else if (
    firstMatch(clause, ['light mode', 'light theme', 'light']) !== -1
  ) {
    edits.push({ kind: 'dark', isDark: false })
  }
  const accent = colorIn(clause)
  if (accent) edits.push({ kind: 'accent', accent })
  return edits
}

/** Splits a follow-up into clauses and reads each as an edit; unknown clauses become notes. */
export function parseFollowUp(prompt: string): Edit[] {
  const edits: Edit[] = []
  for (const raw of prompt.trim().split(SPLIT)) {
    const clause = raw.trim().replace(/[.!]+$/, '')
    if (!clause) continue
    const parsed = parseClause(clause)
    edits.push(
      ...(parsed.length > 0
        ? parsed
        : [{ kind: 'note' as const, text: clause }])
    )
  }
  return edits.length > 0 ? edits : [{ kind: 'note', text: prompt.trim() }]
}
