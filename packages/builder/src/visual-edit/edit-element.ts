import { isTaggedSource } from '../bundle/source-locations.ts'
import {
  classField,
  srcField,
  textField,
  type Field,
  type Replacement,
} from './element-fields.ts'
import {
  componentOf,
  findElement,
  listCallOf,
  type FoundElement,
} from './find-element.ts'

/** A field as callers see it: its value, and why it cannot be edited when it cannot. */
export type FieldView = {
  value: string | null
  editable: boolean
  reason?: string
}

/** What the studio's panel shows of one element. */
export type ElementView = {
  file: string
  line: number
  column: number
  tagName: string
  /** The function component it is written in. */
  component: string | null
  /** null for an element that cannot hold text (`<img />`). */
  text: FieldView | null
  className: FieldView
  /** Only for `<img>`. */
  src: FieldView | null
}

export type ElementEdit = { text?: string; className?: string; src?: string }

export type EditOutcome =
  | { ok: true; text: string }
  | { ok: false; code: 'not-found' | 'computed'; message: string }

type Fields = {
  found: FoundElement
  text: Field | null
  className: Field
  src: Field | null
}

function fieldsAt(
  path: string,
  text: string,
  line: number,
  column: number
): Fields | null {
  if (!isTaggedSource(path)) return null
  const found = findElement(path, text, line, column)
  if (!found) return null
  const inList = listCallOf(found.element)
  return {
    found,
    text: textField(found, inList),
    className: classField(found, inList),
    src: srcField(found, inList),
  }
}

const view = (field: Field): FieldView =>
  field.editable
    ? { value: field.value, editable: true }
    : { value: field.value, editable: false, reason: field.reason }

/** The element at `line:column` of a project file, or null when no element starts there. */
export function readElement(
  path: string,
  text: string,
  line: number,
  column: number
): ElementView | null {
  const fields = fieldsAt(path, text, line, column)
  if (!fields) return null
  const { tag, file } = fields.found
  return {
    file: path,
    line,
    column,
    tagName: tag.tagName.getText(file),
    component: componentOf(tag),
    text: fields.text && view(fields.text),
    className: view(fields.className),
    src: fields.src && view(fields.src),
  }
}

export const notFoundMessage = (path: string, line: number, column: number) =>
  `No element starts at ${path}:${line}:${column} in this version. Reload the preview and select it again.`

/**
 * The file's text with the element's text, classes or image source
 * replaced in place (every other character as written), or why not.
 */
export function editElement(
  path: string,
  text: string,
  line: number,
  column: number,
  edit: ElementEdit
): EditOutcome {
  const fields = fieldsAt(path, text, line, column)
  if (!fields)
    return {
      ok: false,
      code: 'not-found',
      message: notFoundMessage(path, line, column),
    }
  const wanted: [string, Field | null, string | undefined][] = [
    ['text', fields.text, edit.text],
    ['classes', fields.className, edit.className],
    ['image source', fields.src, edit.src],
  ]
  const replacements: Replacement[] = []
  for (const [name, field, value] of wanted) {
    if (value === undefined) continue
    if (!field)
      return {
        ok: false,
        code: 'computed',
        message: `This element has no ${name} to edit.`,
      }
    if (!field.editable)
      return {
        ok: false,
        code: 'computed',
        message: `Its ${name} cannot be edited here: ${field.reason} Ask the agent instead.`,
      }
    if (value !== field.value) replacements.push(field.write(value))
  }
  let out = text
  for (const r of replacements.sort((a, b) => b.start - a.start))
    out = out.slice(0, r.start) + r.text + out.slice(r.end)
  return { ok: true, text: out }
}
