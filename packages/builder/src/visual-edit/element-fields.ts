import ts from 'typescript'
import type { FoundElement, JsxTag } from './find-element.ts'

/** A span of the file's text to replace: [start, end) with `text`. */
export type Replacement = { start: number; end: number; text: string }

/**
 * One field of an element as the studio shows it: its value, and either
 * how to write a new one (a replacement of the span that holds it, so the
 * rest of the file stays as written) or why it cannot be edited here.
 */
export type Field =
  | { editable: true; value: string; write: (value: string) => Replacement }
  | { editable: false; value: string | null; reason: string }

const computed = (reason: string, value: string | null = null): Field => ({
  editable: false,
  value,
  reason,
})

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    }
  )
}

/** Text as JSX shows it: characters JSX would read as code written as entities. */
const encodeJsxText = (text: string) =>
  text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;')

/** What JSX renders of a text child: lines trimmed, blank ones dropped, joined by spaces. */
const shownText = (raw: string) =>
  decodeEntities(
    raw
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(' ')
  )

/** The element's text: editable when it is one piece of static text (or none yet). */
export function textField(
  { element, file }: FoundElement,
  inList: string | null
): Field | null {
  if (ts.isJsxSelfClosingElement(element)) return null
  if (inList)
    return computed(`It is drawn once per item of a list (${inList}).`)
  const children = element.children.filter(
    (child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces)
  )
  if (children.length === 0) {
    const at = element.openingElement.end
    return {
      editable: true,
      value: '',
      write: (value) => ({ start: at, end: at, text: encodeJsxText(value) }),
    }
  }
  const [only] = children
  if (children.length === 1 && ts.isJsxText(only!)) {
    const raw = only.text
    const start = only.pos + (raw.length - raw.trimStart().length)
    const end = only.end - (raw.length - raw.trimEnd().length)
    return {
      editable: true,
      value: shownText(raw),
      write: (value) => ({ start, end, text: encodeJsxText(value) }),
    }
  }
  if (
    children.some((child) => !ts.isJsxText(child) && !ts.isJsxExpression(child))
  )
    return computed(
      'It holds other elements: select the one whose text you want to change.'
    )
  const expression = children.find(ts.isJsxExpression)?.expression
  return computed(
    `Its text comes from code (${expression ? shorten(expression.getText(file)) : 'an expression'}).`
  )
}

const shorten = (code: string) =>
  code.length > 40 ? `${code.slice(0, 37)}…` : code

function attributeNamed(tag: JsxTag, name: string) {
  return tag.attributes.properties.find(
    (p): p is ts.JsxAttribute =>
      ts.isJsxAttribute(p) && p.name.getText() === name
  )
}

/** A string attribute value written as a literal, with how to write another in the same form. */
function literalAttribute(
  tag: JsxTag,
  name: string,
  file: ts.SourceFile,
  inList: string | null,
  /** `Its classes are ${how}.` */
  said: (how: string) => string
): Field {
  const attribute = attributeNamed(tag, name)
  if (!attribute) {
    if (inList)
      return computed(`It is drawn once per item of a list (${inList}).`)
    const at = (tag.typeArguments ?? tag.tagName).end
    return {
      editable: true,
      value: '',
      write: (value) => ({
        start: at,
        end: at,
        text: ` ${name}=${JSON.stringify(value)}`,
      }),
    }
  }
  const init = attribute.initializer
  const inner =
    init && ts.isJsxExpression(init) ? init.expression : (init ?? undefined)
  if (
    inner &&
    (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner))
  ) {
    const value = inner.text
    if (inList)
      return computed(`It is drawn once per item of a list (${inList}).`, value)
    const quote = inner.getText(file)[0]!
    return {
      editable: true,
      value,
      write: (next) => ({
        start: inner.getStart(file),
        end: inner.end,
        text: quoted(next, quote, inner === init),
      }),
    }
  }
  if (!inner) return computed(said('written without a value'))
  const code = shorten(inner.getText(file))
  if (ts.isCallExpression(inner)) return computed(said(`computed by ${code}`))
  if (ts.isTemplateExpression(inner))
    return computed(said(`built by a template with values in it (${code})`))
  return computed(said(`computed from code (${code})`))
}

/** A value written in the literal's own quotes; a JSX attribute string has no escapes, so it goes in braces if it must. */
function quoted(value: string, quote: string, jsxString: boolean): string {
  if (quote === '`')
    return `\`${value.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')}\``
  if (jsxString && !value.includes(quote)) return `${quote}${value}${quote}`
  if (jsxString) return `{${JSON.stringify(value)}}`
  return quote === '"'
    ? JSON.stringify(value)
    : `'${value.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n')}'`
}

export function classField(
  { tag, file }: FoundElement,
  inList: string | null
): Field {
  return literalAttribute(
    tag,
    'className',
    file,
    inList,
    (how) => `Its classes are ${how}.`
  )
}

/** An image's source (`<img src>`); null for other elements. */
export function srcField(
  { tag, file }: FoundElement,
  inList: string | null
): Field | null {
  if (tag.tagName.getText(file) !== 'img') return null
  return literalAttribute(
    tag,
    'src',
    file,
    inList,
    (how) => `Its source is ${how}.`
  )
}
