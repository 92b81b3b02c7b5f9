/*
 * Tailwind v3 stylesheets compiled by v4: what v4 removed or changed in ways
 * that fail a build is rewritten to its v4 form first, as Tailwind's own
 * upgrade tool does.
 */

/** v3 utilities v4 renamed (same effect). */
const RENAMED: Record<string, string> = {
  'flex-grow': 'grow',
  'flex-grow-0': 'grow-0',
  'flex-shrink': 'shrink',
  'flex-shrink-0': 'shrink-0',
  'overflow-ellipsis': 'text-ellipsis',
  'decoration-slice': 'box-decoration-slice',
  'decoration-clone': 'box-decoration-clone',
}

const OPACITY =
  /^(bg|text|border|divide|ring|placeholder)-opacity-(\d+(?:\.\d+)?|\[[^\]]+\])$/

/** `hover:bg-opacity-50` -> ['hover:', 'bg-opacity-50'] */
function splitVariants(token: string): [string, string] {
  const important = token.startsWith('!') ? '!' : ''
  const bare = important ? token.slice(1) : token
  const at = bare.lastIndexOf(':')
  return at < 0
    ? [important, bare]
    : [bare.slice(0, at + 1) + important, bare.slice(at + 1)]
}

/** A color utility of `kind` (`bg-black`, `border-white`, `text-brand-600`), not a size or style one. */
function isColorOf(kind: string, utility: string): boolean {
  if (!utility.startsWith(`${kind}-`) || utility.includes('/')) return false
  const rest = utility.slice(kind.length + 1)
  if (
    /^(opacity|\d|x-|y-|t-|b-|l-|r-|s-|e-|none|solid|dashed|dotted|double|hidden|offset|inset|fixed|local|scroll|clip|origin|repeat|no-repeat|cover|contain|auto|center|left|right|top|bottom|gradient|blend|xs|sm|base|lg|xl|\d?xl|start|end|justify|wrap|nowrap|balance|pretty|ellipsis)/.test(
      rest
    )
  )
    return rest === 'black' || rest === 'white'
  return true
}

/**
 * One `@apply` list in v4 terms: `bg-black bg-opacity-50` becomes
 * `bg-black/50` (an opacity without a color in the same list is dropped:
 * v4 has no separate opacity variable), renamed utilities take their new name.
 */
export function upgradeApplyList(list: string): string {
  const tokens = list.trim().split(/\s+/)
  const out: string[] = []
  const opacities: { prefix: string; kind: string; value: string }[] = []
  for (const token of tokens) {
    const [prefix, utility] = splitVariants(token)
    const opacity = OPACITY.exec(utility)
    if (opacity) {
      const raw = opacity[2]!
      opacities.push({
        prefix,
        kind: opacity[1]!,
        value: raw.startsWith('[') ? raw : raw,
      })
      continue
    }
    out.push(RENAMED[utility] ? prefix + RENAMED[utility] : token)
  }
  for (const { prefix, kind, value } of opacities) {
    const at = out.findIndex((token) => {
      const [p, u] = splitVariants(token)
      return p === prefix && isColorOf(kind, u)
    })
    if (at >= 0) out[at] = `${out[at]}/${value}`
  }
  return out.join(' ')
}

const APPLY = /@apply\s+([^;{}]+?)(\s*!important)?\s*;/g

/** Every `@apply` of the stylesheet through upgradeApplyList. */
export function upgradeApplies(css: string): string {
  return css.replace(APPLY, (_m, list: string, important = '') => {
    const upgraded = upgradeApplyList(list)
    return upgraded ? `@apply ${upgraded}${important};` : ''
  })
}

/** The index of the `}` closing the block opened at `open` (a `{`), or -1. */
function closingBrace(css: string, open: number): number {
  let depth = 0
  let quote: string | null = null
  for (let i = open; i < css.length; i++) {
    const c = css[i]!
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      if (end < 0) return -1
      i = end + 1
    } else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  return -1
}

const LAYER = /@layer\s+(components|utilities)\s*\{/g
const SIMPLE_CLASS = /^\.(-?[a-zA-Z_][\w-]*)$/

/**
 * v3 lets `@apply` use classes a project defines in `@layer components` or
 * `@layer utilities` (and variants on them); v4 only knows `@utility`. Rules
 * there whose selector is one plain class become `@utility name { … }`;
 * other rules stay in their layer. Like v3, v4 emits them only when used.
 */
export function layerClassesToUtilities(css: string): string {
  let out = ''
  let from = 0
  for (const match of css.matchAll(LAYER)) {
    const open = match.index + match[0].length - 1
    if (open < from) continue
    const close = closingBrace(css, open)
    if (close < 0) break
    const body = css.slice(open + 1, close)
    const utilities: string[] = []
    const kept: string[] = []
    let i = 0
    while (i < body.length) {
      const brace = body.indexOf('{', i)
      if (brace < 0) {
        kept.push(body.slice(i))
        break
      }
      const end = closingBrace(body, brace)
      if (end < 0) {
        kept.push(body.slice(i))
        break
      }
      const selector = body
        .slice(i, brace)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim()
      const rule = body.slice(brace + 1, end)
      const simple = SIMPLE_CLASS.exec(selector)
      if (simple) utilities.push(`@utility ${simple[1]} {${rule}}`)
      else kept.push(body.slice(i, end + 1))
      i = end + 1
    }
    out += css.slice(from, match.index)
    const rest = kept.join('').trim()
    if (rest) out += `@layer ${match[1]} {\n${rest}\n}\n`
    out += utilities.join('\n')
    from = close + 1
  }
  return out + css.slice(from)
}

/** A v3-style stylesheet in the form v4 compiles. */
export function upgradeV3Css(css: string): string {
  return layerClassesToUtilities(upgradeApplies(css))
}
