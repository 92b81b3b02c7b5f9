import type { Accent, SectionKind, ViewKind } from '../app-spec.ts'
import { colorIn } from '../prompt/detect-theme.ts'
import { earliest, firstMatch } from '../prompt/keywords.ts'
import {
  FORM_WORDS,
  NOT_BUILDABLE,
  SECTION_WORDS,
  VIEW_WORDS,
} from '../prompt/parts.ts'

export type Edit =
  | { kind: 'rename'; title: string }
  | { kind: 'tagline'; tagline: string }
  | { kind: 'accent'; accent: Accent }
  | { kind: 'dark'; isDark: boolean }
  | { kind: 'add-section'; section: SectionKind }
  | { kind: 'remove-section'; section: SectionKind }
  | { kind: 'add-view'; view: ViewKind; text: string }
  | { kind: 'remove-view'; view: ViewKind }
  | { kind: 'skip'; text: string; reason: string }
  | { kind: 'add-form'; form: string }
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
const ADD = /\b(?:add|include|put|insert|show|create|give me|i want|i need)\b/i
const REMOVE = /\b(?:remove|delete|drop|hide|get rid of|without)\b/i
const ADD_FIELD =
  /\badd\s+(?:an?\s+|another\s+)?(?:new\s+)?(?:field|input)\s+(?:for|called|named)\s+(?:the\s+|an?\s+)?(.+)$|\badd\s+(?:an?\s+|another\s+)?(?:new\s+)?(.+?)\s+(?:field|input)\b/i
const REMOVE_FIELD =
  /\b(?:remove|delete|drop)\s+(?:the\s+)?(.+?)\s+(?:field|input)\b/i

const FOLLOW_UP_VIEWS: [ViewKind, readonly string[]][] = [
  ['board', VIEW_WORDS.board],
  ['calendar', VIEW_WORDS.calendar],
  ['chart', VIEW_WORDS.chart],
  ['streaks', ['streak', 'streaks']],
  ['totals', ['totals', 'total', 'budget', 'sum', 'balance']],
  ['timer', VIEW_WORDS.timer],
  ['quiz', VIEW_WORDS.quiz],
  ['flashcards', VIEW_WORDS.flashcards],
  ['calculator', VIEW_WORDS.calculator],
  ['list', [...VIEW_WORDS.search, ...VIEW_WORDS.filter, 'list']],
]
const SECTIONS = SECTION_WORDS.map(
  ([kind, words]) =>
    [kind, [...words, ...(kind === 'faq' ? ['questions'] : [])]] as [
      SectionKind,
      string[],
    ]
)
const ITEMS = /,|\band\b|&|\bplus\b/i

/** One requested part of an add/remove clause ("a FAQ", "testimonials"). */
function parseItem(item: string, remove: boolean): Edit | null {
  const text = item.toLowerCase()
  const form = /\bform\b|rsvp|newsletter|waitlist|sign-?up/.test(text)
    ? earliest(text, FORM_WORDS)
    : null
  if (form && !remove) return { kind: 'add-form', form }
  const section = earliest(text, SECTIONS)
  if (section)
    return remove
      ? { kind: 'remove-section', section }
      : { kind: 'add-section', section }
  const view = earliest(
    text,
    FOLLOW_UP_VIEWS.map(([k, w]) => [k, [...w]] as [ViewKind, string[]])
  )
  if (view)
    return remove
      ? { kind: 'remove-view', view }
      : { kind: 'add-view', view, text }
  const missing = NOT_BUILDABLE.find(
    ([, , words]) => firstMatch(text, words) !== -1
  )
  if (missing) return { kind: 'skip', text: item, reason: missing[1] }
  const asked = earliest(text, FORM_WORDS)
  if (asked && !remove) return { kind: 'add-form', form: asked }
  return null
}

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
  const remove = REMOVE.test(clause)
  if (remove || ADD.test(clause)) {
    const object = clause.replace(remove ? REMOVE : ADD, '').trim()
    const edits: Edit[] = []
    let unknown = false
    for (const raw of object.split(ITEMS)) {
      const item = raw.trim()
      if (!item) continue
      const edit = parseItem(item, remove)
      if (edit) edits.push(edit)
      else unknown = true
    }
    if (edits.length > 0 && !unknown) return edits
    if (edits.length > 0)
      return [
        ...edits,
        ...object
          .split(ITEMS)
          .map((i) => i.trim())
          .filter((i) => i && !parseItem(i, remove))
          .map((i) => ({
            kind: 'note' as const,
            text: `${remove ? 'remove' : 'add'} ${i}`,
          })),
      ]
  }
  const edits: Edit[] = []
  if (firstMatch(clause, ['dark mode', 'dark theme', 'dark']) !== -1) {
    edits.push({ kind: 'dark', isDark: true })
  } else if (
    firstMatch(clause, ['light mode', 'light theme', 'light']) !== -1
  ) {
    edits.push({ kind: 'dark', isDark: false })
  }
  const accent = colorIn(clause)
  if (accent) edits.push({ kind: 'accent', accent })
  if (edits.length === 0) {
    const item = parseItem(clause, false)
    if (item && item.kind !== 'add-section') edits.push(item)
  }
  return edits
}

/** Splits a follow-up into clauses and reads each as an edit; unknown clauses become notes. */
export function parseFollowUp(prompt: string): Edit[] {
  const edits: Edit[] = []
  const text = prompt
    .trim()
    .replace(/drag[\s-]*(?:and|&|'n'|n)?[\s-]*drop/gi, 'dragdrop')
  for (const raw of text.split(SPLIT)) {
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
