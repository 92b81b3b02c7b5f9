import ts from 'typescript'
import type { FileMap } from '../files/file-map.ts'
import { VITE_CONFIGS } from './project-aliases.ts'
import { projectEnv } from './vite-env.ts'

const MAX_ENTRIES = 200
/** Longest config read: a real one is a few kB. */
const MAX_CONFIG_CHARS = 200_000
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/
/** Names the build already gives a value (process.env…) or the browser has: kept when the config's value is unknown. */
const KEPT_ROOTS = /^(?:process|import|global|globalThis|window|self)(?:\.|$)/

type Scope = {
  pkg: Record<string, unknown>
  env: Record<string, string>
  /** The name `loadEnv(...)` is assigned to in the config. */
  envName: string | null
}

const isText = (
  node: ts.Node
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)

/** `true`, `false`, `null` or a number, as code; null for anything else. */
function literalCode(node: ts.Expression): string | null {
  if (node.kind === ts.SyntaxKind.TrueKeyword) return 'true'
  if (node.kind === ts.SyntaxKind.FalseKeyword) return 'false'
  if (node.kind === ts.SyntaxKind.NullKeyword) return 'null'
  if (ts.isNumericLiteral(node)) return String(Number(node.text))
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return String(-Number(node.operand.text))
  return null
}

/** An object or array literal of plain values as a JavaScript value; undefined otherwise. */
function plainValue(node: ts.Expression, depth = 0): unknown {
  if (depth > 16) return undefined
  if (isText(node)) return node.text
  const literal = literalCode(node)
  if (literal !== null) return JSON.parse(literal)
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => plainValue(e, depth + 1))
    return items.includes(undefined) ? undefined : items
  }
  if (!ts.isObjectLiteralExpression(node)) return undefined
  const out: Record<string, unknown> = {}
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return undefined
    const { name } = property
    if (!ts.isIdentifier(name) && !isText(name)) return undefined
    const value = plainValue(property.initializer, depth + 1)
    if (value === undefined) return undefined
    out[name.text] = value
  }
  return out
}

/** `a.b.c` as text; null for anything but names and property accesses. */
function dotted(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text
  if (!ts.isPropertyAccessExpression(node)) return null
  const left = dotted(node.expression)
  return left === null ? null : `${left}.${node.name.text}`
}

/** What `JSON.stringify(arg)` gives at config time, as code; null when it cannot be known. */
function stringified(arg: ts.Expression, scope: Scope): string | null {
  const path = dotted(arg)
  const npm = /^process\.env\.npm_package_(name|version|description)$/.exec(
    path ?? ''
  )
  if (npm) {
    const value = scope.pkg[npm[1]!]
    return typeof value === 'string' ? JSON.stringify(value) : 'undefined'
  }
  const env = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)$/.exec(path ?? '')
  if (env && env[1] === scope.envName) {
    const value = scope.env[env[2]!]
    return value === undefined ? 'undefined' : JSON.stringify(value)
  }
  const plain = plainValue(arg)
  return plain === undefined ? null : JSON.stringify(plain)
}

/**
 * An entry's value as esbuild define code: undefined when it cannot be
 * worked out, null when esbuild would not take it.
 */
function defineValue(
  node: ts.Expression,
  scope: Scope
): string | null | undefined {
  if (isText(node)) {
    // Vite hands a string to esbuild as code: JSON or a name
    if (DOTTED_NAME.test(node.text)) return node.text
    try {
      JSON.parse(node.text)
      return node.text
    } catch {
      return ts.isNoSubstitutionTemplateLiteral(node) ? undefined : null
    }
  }
  const literal = literalCode(node)
  if (literal !== null) return literal
  if (
    ts.isCallExpression(node) &&
    dotted(node.expression) === 'JSON.stringify' &&
    node.arguments.length === 1
  )
    return stringified(node.arguments[0]!, scope) ?? undefined
  const plain = plainValue(node)
  return plain === undefined ? undefined : JSON.stringify(plain)
}

/** The config's `define: { … }` and the name `loadEnv(…)` is given, if any. */
function findDefine(file: ts.SourceFile) {
  let define: ts.ObjectLiteralExpression | undefined
  let envName: string | null = null
  const visit = (node: ts.Node): void => {
    if (
      !define &&
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || isText(node.name)) &&
      node.name.text === 'define' &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      define = node.initializer
    if (
      envName === null &&
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      dotted(node.initializer.expression) === 'loadEnv'
    )
      envName = node.name.text
    ts.forEachChild(node, visit)
  }
  visit(file)
  return { define: define as ts.ObjectLiteralExpression | undefined, envName }
}

/**
 * The `define` of the project's Vite config, read with TypeScript's parser
 * (the config never runs): each constant as the esbuild define Vite would
 * pass for it. Values Vite would compute that cannot be worked out here (a
 * date, a call) read as `undefined`, so a page that only shows them still
 * runs, except for names the build or the browser already gives a value
 * (`process.env`, `global`); entries esbuild would refuse are left out.
 */
export function viteConfigDefines(files: FileMap): Record<string, string> {
  const name = VITE_CONFIGS.find((p) => files[p] !== undefined)
  const text = name ? files[name]! : ''
  if (!text.includes('define') || text.length > MAX_CONFIG_CHARS) return {}
  const file = ts.createSourceFile(name!, text, ts.ScriptTarget.Latest, true)
  const { define, envName } = findDefine(file)
  if (!define) return {}
  let pkg: Record<string, unknown> = {}
  try {
    pkg = JSON.parse(files['package.json'] ?? '{}') as Record<string, unknown>
  } catch {
    // a package.json that does not parse names no version
  }
  const scope: Scope = { pkg, env: projectEnv(files), envName }
  const out: Record<string, string> = {}
  for (const property of define.properties.slice(0, MAX_ENTRIES)) {
    if (!ts.isPropertyAssignment(property)) continue
    const { name: key } = property
    if (!ts.isIdentifier(key) && !isText(key)) continue
    if (!DOTTED_NAME.test(key.text)) continue
    const value = defineValue(property.initializer, scope)
    if (value === null || (value === undefined && KEPT_ROOTS.test(key.text)))
      continue
    out[key.text] = value ?? 'undefined'
  }
  return out
}
