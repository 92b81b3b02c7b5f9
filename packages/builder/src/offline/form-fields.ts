import type { FieldType, FormField, FormKind } from './app-spec.ts'

const field = (
  name: string,
  label: string,
  type: FieldType,
  required = true
): FormField => ({
  name,
  label,
  type,
  required,
})

export const FORM_FIELDS: Record<FormKind, FormField[]> = {
  contact: [
    field('name', 'Name', 'text'),
    field('email', 'Email', 'email'),
    field('message', 'Message', 'textarea'),
  ],
  signup: [
    field('name', 'Name', 'text'),
    field('email', 'Email', 'email'),
    field('company', 'Company', 'text', false),
  ],
  booking: [
    field('name', 'Name', 'text'),
    field('email', 'Email', 'email'),
    field('date', 'Date', 'date'),
    field('guests', 'Guests', 'number'),
  ],
}

/** A field from a free-text label: `phone number` -> tel, `notes` -> textarea. */
export function fieldFromLabel(label: string): FormField {
  const clean = label.trim().replace(/\s+/g, ' ')
  const lower = clean.toLowerCase()
  const words = lower.match(/[a-z0-9]+/g) ?? ['field']
  const name = words
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('')
  const type: FieldType = /e-?mail/.test(lower)
    ? 'email'
    : /phone|mobile|tel/.test(lower)
      ? 'tel'
      : /date|birthday|day/.test(lower)
        ? 'date'
        : /number|count|age|quantity|guests|amount/.test(lower)
          ? 'number'
          : /message|notes?|comment|description|details|bio/.test(lower)
            ? 'textarea'
            : 'text'
  const pretty = clean[0]!.toUpperCase() + clean.slice(1)
  return { name, label: pretty, type, required: false }
}
