import { randomBytes } from 'node:crypto'
import type { AtRule, ChildNode, Root, Rule } from 'postcss'
import {
  postcss,
  processTailwindFeatures,
  uncollapsed,
  universalDefaultsFollowUtilities,
  type Context,
  type RuleEntry,
} from './tailwind3-internals.ts'

/*
 * A follow-up whose new class names make only utility rules (the usual
 * case: a new `text-emerald-500` or `md:flex`) compiles those rules alone,
 * not preflight, components, the project's own CSS or the other utilities.
 *
 * The stylesheet is compiled whole with marker comments around `@tailwind
 * utilities` and at its end (where Tailwind appends the variants); the parts
 * between them are kept. Each utility and variant rule's CSS is kept too,
 * by rule, written with Tailwind's adjacent-rule merging off (one rule, one
 * node): a follow-up compiles its new rules that way and writes the
 * utilities and variants again from the texts, in Tailwind's own order.
 * The only difference from a whole build: `@media` blocks of one screen are
 * not merged, which changes no rule and no order.
 */

const NONCE = randomBytes(6).toString('hex')
const START = `kiln-${NONCE}-u`
const END = `kiln-${NONCE}-e`
const VARIANTS = `kiln-${NONCE}-v`
const comment = (text: string) => `/*${text}*/`

/** What a setup keeps for utilities-only builds. */
export type UtilitiesOnly = {
  /** The directives a follow-up compiles (components, for Tailwind's filter of their variants). */
  css: string
  withComponents: boolean
  /** The last whole build's stylesheet around its utilities and variants. */
  pieces: StylesheetPieces | null
  /** Each utility and variant rule's CSS, once it was needed. */
  texts: Map<Made, string> | null
}

/** A rule as Tailwind's caches keep it (a rule, or an at-rule holding one). */
type Made = Rule | AtRule

/**
 * The markers set in a stylesheet whose only Tailwind directives are top
 * level `@tailwind base|components|utilities`, utilities once; null for
 * any other (its builds stay whole).
 */
export function markUtilities(
  css: string,
  parse: (css: string) => Root
): { css: string; utilitiesOnly: UtilitiesOnly } | null {
  let root: Root
  try {
    root = parse(css)
  } catch {
    return null
  }
  const directives: { params: string; top: boolean }[] = []
  let utilities: { start: number; end: number } | null = null
  root.walkAtRules('tailwind', (rule) => {
    const params = rule.params.trim()
    directives.push({ params, top: rule.parent === root })
    const start = rule.source?.start?.offset
    const end = rule.source?.end?.offset
    const before = rule.raws.before ?? ''
    if (params === 'utilities' && start !== undefined && end)
      utilities = { start: start - before.length, end }
  })
  const count = (params: string) =>
    directives.filter((d) => d.params === params).length
  if (
    !utilities ||
    count('utilities') !== 1 ||
    count('components') > 1 ||
    directives.some(
      (d) => !d.top || !['base', 'components', 'utilities'].includes(d.params)
    )
  )
    return null
  // Tailwind's rules take the whitespace before the directive, and the
  // variants it appends that of the last node: the markers leave both as
  // they were (unpadMarkers takes it off them after Tailwind's steps)
  const { start, end } = utilities as { start: number; end: number }
  const trailing = root.raws.after ?? ''
  const last = root.last?.raws.before ?? ''
  const body = css.slice(0, css.length - trailing.length)
  const withComponents = count('components') === 1
  return {
    css: `${body.slice(0, start)}${comment(START)}${body.slice(start, end)}${comment(END)}${body.slice(end)}${last}${comment(VARIANTS)}${trailing}`,
    utilitiesOnly: {
      css: `${withComponents ? '@tailwind components;' : ''}${comment(START)}@tailwind utilities;${comment(END)}${comment(VARIANTS)}`,
      withComponents,
      pieces: null,
      texts: null,
    },
  }
}

const isMarker = (node: ChildNode, text: string) =>
  node.type === 'comment' && node.text === text

/** Run after Tailwind's steps: the markers stand in no whitespace. */
export function unpadMarkers(root: Root): void {
  root.each((node) => {
    if (node.type === 'comment' && node.text.startsWith(`kiln-${NONCE}-`))
      node.raws.before = ''
  })
}

/** A whole build's stylesheet around its utilities and variants. */
export type StylesheetPieces = { head: string; middle: string }

/** A whole build's stylesheet without its markers, and its pieces. */
export function readWholeBuild(css: string): {
  css: string
  pieces: StylesheetPieces | null
} {
  const [start, end, variants] = [START, END, VARIANTS].map(comment)
  const a = css.indexOf(start!)
  const b = css.indexOf(end!, a)
  const c = css.indexOf(variants!, b)
  if (a < 0 || b < 0 || c < 0) return { css, pieces: null }
  const head = css.slice(0, a)
  const middle = css.slice(b + end!.length, c)
  return {
    css:
      head +
      css.slice(a + start!.length, b) +
      middle +
      css.slice(c + variants!.length),
    pieces: { head, middle },
  }
}

/** The stylesheet with utilities and variants written from their rules' texts. */
function withUtilities(
  pieces: StylesheetPieces,
  written: { utilities: string[]; variants: string[] }
): string {
  const lines = (texts: string[]) =>
    texts.length ? `\n${texts.join('\n')}` : ''
  return `${pieces.head}${lines(written.utilities)}${pieces.middle}${lines(written.variants)}\n`
}

/** Whether rules Tailwind just made belong to the utilities (or their variants) only. */
function onlyUtilityRules(rules: RuleEntry[]): boolean {
  for (const [sort] of rules) {
    if (sort.layer === 'utilities') continue
    if (sort.layer === 'variants' && sort.parentLayer === 'utilities') continue
    return false
  }
  return true
}

/** The utility and variant rules in the order Tailwind writes them. */
type UtilityOrder = { utilities: Made[]; variants: Made[] }

/** expandTailwindAtRules's order and filter, for the rules given. */
function utilityOrder(
  context: Context,
  entries: RuleEntry[],
  withComponents: boolean
): UtilityOrder {
  const utilities = new Set<Made>()
  const variants = new Set<Made>()
  for (const [sort, rule] of context.offsets.sort(entries)) {
    if (sort.layer === 'utilities') utilities.add(rule)
    else if (sort.layer !== 'variants') continue
    else if (withComponents || parentLayerOf(rule) !== 'components')
      variants.add(rule)
  }
  return { utilities: [...utilities], variants: [...variants] }
}

const parentLayerOf = (rule: Made) =>
  (rule.raws as { tailwind?: { parentLayer?: string } }).tailwind?.parentLayer

/**
 * The nodes a utilities-only compile wrote, by rule: null when they are not
 * one node per rule of `order` (the texts are then not used).
 */
function textsByRule(
  root: Root,
  order: UtilityOrder
): Map<Made, string> | null {
  const nodes = root.nodes
  const start = nodes.findIndex((n) => isMarker(n, START))
  const end = nodes.findIndex((n) => isMarker(n, END))
  const variants = nodes.findIndex((n) => isMarker(n, VARIANTS))
  if (start < 0 || end < start || variants < end) return null
  const written = [
    [nodes.slice(start + 1, end), order.utilities],
    [nodes.slice(variants + 1), order.variants],
  ] as const
  const texts = new Map<Made, string>()
  for (const [out, rules] of written) {
    if (out.length !== rules.length) return null
    for (const [i, rule] of rules.entries()) {
      const node = out[i]!
      if (node.type !== rule.type) return null
      if (node.type === 'rule' && node.selector !== (rule as Rule).selector)
        return null
      if (node.type === 'atrule' && node.params !== (rule as AtRule).params)
        return null
      texts.set(rule, node.toString())
    }
  }
  return texts
}

function applies(rule: Made): boolean {
  let found = false
  rule.walkAtRules('apply', () => {
    found = true
    return false
  })
  return found
}

/**
 * The CSS of the rules given, compiled alone
 * with adjacent rules left apart: a view of the context that holds only
 * them is what Tailwind's steps read.
 */
async function compileTexts(
  kept: UtilitiesOnly,
  context: Context,
  entries: RuleEntry[]
): Promise<Map<Made, string> | null> {
  const view: Context = Object.assign(Object.create(context) as Context, {
    ruleCache: new Set(entries),
    stylesheetCache: null,
    changedContent: [],
  })
  const root = postcss.parse(kept.css)
  uncollapsed.add(root)
  await postcss([
    {
      postcssPlugin: 'kiln-tailwindcss3-utilities',
      Once: (root, { result }) =>
        processTailwindFeatures(() => () => view)(root, result),
    },
  ]).process(root, { from: '/kiln-project/src/index.css' })
  return textsByRule(
    root,
    utilityOrder(view, [...view.ruleCache], kept.withComponents)
  )
}

/**
 * The stylesheet after the context made `made`, or null when it must be
 * compiled whole: the new rules are not all utilities, the base layer's
 * defaults follow the utilities used, or the CSS could not be cut.
 */
export async function buildUtilitiesOnly(
  kept: UtilitiesOnly,
  context: Context,
  made: RuleEntry[]
): Promise<string | null> {
  if (
    !kept.pieces ||
    !onlyUtilityRules(made) ||
    universalDefaultsFollowUtilities(context.tailwindConfig)
  )
    return null
  // the new rules, and the first time every utility's
  const texts = (kept.texts ??= new Map())
  const missing = [...context.ruleCache].filter(
    ([sort, rule]) =>
      (sort.layer === 'utilities' || sort.layer === 'variants') &&
      !texts.has(rule)
  )
  // `@apply` may write a rule as several (`.x { a: b; @apply y }`): whole builds
  if (missing.some(([, rule]) => applies(rule))) return null
  if (missing.length > 0) {
    const compiled = await compileTexts(kept, context, missing)
    if (!compiled) return null
    for (const [rule, text] of compiled) texts.set(rule, text)
  }
  const order = utilityOrder(
    context,
    [...context.ruleCache],
    kept.withComponents
  )
  const utilities = order.utilities.map((rule) => texts.get(rule))
  const variants = order.variants.map((rule) => texts.get(rule))
  if (utilities.includes(undefined) || variants.includes(undefined)) return null
  return withUtilities(kept.pieces, {
    utilities: utilities as string[],
    variants: variants as string[],
  })
}
