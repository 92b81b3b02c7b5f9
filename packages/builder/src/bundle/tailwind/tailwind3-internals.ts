import { createRequire } from 'node:module'
import type { AcceptedPlugin, AtRule, Result, Root, Rule } from 'postcss'
import { builderRequire } from '../builder-dir.ts'

/*
 * The parts of Tailwind 3 (the builder's `tailwindcss3` package) the
 * builder drives itself, and the two patches it sets on them before they
 * load.
 */

const tw3Require = createRequire(
  builderRequire.resolve('tailwindcss3/package.json')
)
export type Postcss = ((plugins: AcceptedPlugin[]) => {
  process: (
    css: string | Root,
    options: { from: string }
  ) => PromiseLike<Result>
}) & { parse: (css: string) => Root }
export type RuleSort = { layer?: string; parentLayer?: string }
/** A rule Tailwind made: its rank and the rule, as its caches keep them. */
export type RuleEntry = readonly [RuleSort, Rule | AtRule]
export type Context = {
  changedContent: { content: string; extension: string }[]
  tailwindConfig: { content: { extract: Record<string, unknown> } }
  classCache: Map<string, unknown>
  candidateRuleCache: Map<string, Set<RuleEntry>>
  notClassCache: Set<string>
  stylesheetCache: unknown
  ruleCache: Set<RuleEntry>
  offsets: { sort: (rules: RuleEntry[]) => RuleEntry[] }
}
export type SetupOptions = {
  createContext: (
    config: unknown,
    changedContent: Context['changedContent']
  ) => Context
}
export type ProcessFeatures = (
  setup: (options: SetupOptions) => (root: Root, result: Result) => Context
) => (root: Root, result: Result) => Promise<void>

/**
 * Tailwind 3's core plugins flatten the same colour palette once per colour
 * utility (about twenty times per new context); flattened once per palette
 * object, each gets its own copy. Set before Tailwind's modules load.
 */
function rememberFlatPalettes(): void {
  const path = tw3Require.resolve('tailwindcss3/lib/util/flattenColorPalette')
  const flatten = (
    tw3Require(path) as { default: (c: unknown) => Record<string, unknown> }
  ).default
  const flat = new WeakMap<object, Record<string, unknown>>()
  const remembered = (colors: unknown) => {
    if (typeof colors !== 'object' || colors === null) return flatten(colors)
    let hit = flat.get(colors)
    if (!hit) flat.set(colors, (hit = flatten(colors)))
    return { ...hit }
  }
  const cached = tw3Require.cache[path]
  if (cached) cached.exports = { __esModule: true, default: remembered }
}
rememberFlatPalettes()

/** Roots whose adjacent rules Tailwind leaves apart (one rule a node: utility-units.ts). */
export const uncollapsed = new WeakSet<Root>()

/** Tailwind's collapseAdjacentRules step, skipped for the roots in `uncollapsed`. */
function skippableCollapse(): void {
  const path = tw3Require.resolve('tailwindcss3/lib/lib/collapseAdjacentRules')
  const collapse = (
    tw3Require(path) as { default: (context: unknown) => (root: Root) => void }
  ).default
  const cached = tw3Require.cache[path]
  if (cached)
    cached.exports = {
      __esModule: true,
      default: (context: unknown) => (root: Root) => {
        if (!uncollapsed.has(root)) collapse(context)(root)
      },
    }
}
skippableCollapse()

export const postcss = tw3Require('postcss') as Postcss
export const processTailwindFeatures = (
  tw3Require('tailwindcss3/lib/processTailwindFeatures') as {
    default: ProcessFeatures
  }
).default
export const { defaultExtractor } = tw3Require(
  'tailwindcss3/lib/lib/defaultExtractor'
) as { defaultExtractor: (context: Context) => (line: string) => string[] }
export const { generateRules } = tw3Require(
  'tailwindcss3/lib/lib/generateRules'
) as {
  generateRules: (candidates: Set<string>, context: Context) => unknown
}
export const resolveConfig = tw3Require('tailwindcss3/resolveConfig') as (
  config: unknown
) => unknown
const { flagEnabled } = tw3Require('tailwindcss3/lib/featureFlags') as {
  flagEnabled: (config: unknown, flag: string) => boolean
}
/** Whether the base layer's `*` defaults depend on the utilities used. */
export const universalDefaultsFollowUtilities = (config: unknown) =>
  flagEnabled(config, 'optimizeUniversalDefaults')
