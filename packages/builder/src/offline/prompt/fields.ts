import type { Entity, Field, FieldType } from '../app-spec.ts'
import { FIELD_WORDS, NOUNS, SELECT_OPTIONS, type NounEntry } from './nouns.ts'

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** `Due date` -> `dueDate`; a data field name. */
export function fieldName(label: string): string {
  const words = label.toLowerCase().match(/[a-z0-9]+/g) ?? ['field']
  const name = words
    .map((w, i) => (i === 0 ? w : cap(w)))
    .join('')
    .slice(0, 40)
  return /^[a-z]/.test(name) ? name : `f${name}`
}

/** `mood entries` -> `mood_entries`; a data collection name. */
export function entityKey(many: string): string {
  const key = many
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
  return /^[a-z]/.test(key) ? key : `items_${key}`
}

export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y')
  if (/(ss|x|ch|sh)es$/.test(word)) return word.replace(/es$/, '')
  if (/[^s]s$/.test(word)) return word.slice(0, -1)
  return word
}

export function plural(word: string): string {
  const parts = word.split(' ')
  const last = parts.pop() ?? word
  const many = /[^aeiou]y$/.test(last)
    ? last.replace(/y$/, 'ies')
    : /(s|x|ch|sh)$/.test(last)
      ? `${last}es`
      : `${last}s`
  return [...parts, many].join(' ')
}

function whole(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`, 'i').test(text)
}

/** A field from a label the prompt names: `ingredients` is a list, `price` money. */
export function fieldFromLabel(raw: string): Field {
  const label = cap(raw.trim().replace(/\s+/g, ' ').slice(0, 40))
  const lower = label.toLowerCase()
  let type: FieldType = 'text'
  outer: for (const [t, words] of FIELD_WORDS) {
    for (const w of words) {
      if (lower === w || whole(lower, w)) {
        type = t
        break outer
      }
    }
  }
  const field: Field = { name: fieldName(label), label, type }
  if (type === 'select') {
    const key = Object.keys(SELECT_OPTIONS).find((k) => whole(lower, k))
    field.options = SELECT_OPTIONS[key ?? 'category']
  }
  return field
}

/** Parses a vocabulary field (`Status:select:To do|Done`). */
export function vocabField(spec: string): Field {
  const [label = 'Name', type = 'text', options] = spec.split(':')
  const field: Field = {
    name: fieldName(label),
    label,
    type: type as FieldType,
  }
  if (options) field.options = options.split('|')
  return field
}

export function entityFrom(entry: NounEntry): Entity {
  return {
    key: entityKey(entry.many),
    one: entry.one,
    many: entry.many,
    fields: entry.fields.map(vocabField),
  }
}

export function nounById(one: string): NounEntry {
  return NOUNS.find((n) => n.one === one) ?? NOUNS[0]!
}

/** The select field a board groups by (a status or stage first), added when the entity has none. */
export function statusColumn(entity: Entity): Field {
  let column =
    entity.fields.find(
      (f) => f.type === 'select' && /status|stage/i.test(f.name)
    ) ?? entity.fields.find((f) => f.type === 'select')
  if (!column) {
    column = vocabField('Status:select:To do|In progress|Done')
    addField(entity, column)
  }
  return column
}

/** Adds a field unless one of the same name is there; returns whether it did. */
export function addField(entity: Entity, field: Field): boolean {
  if (entity.fields.some((f) => f.name === field.name)) return false
  entity.fields.push(field)
  return true
}
