import type { FileMap } from '../files/file-map.ts'
import { VITE_CONFIGS } from './project-aliases.ts'
import { projectEnv } from './vite-env.ts'

/** Longest `define: { … }` block read from a config. */
const MAX_BLOCK = 20_000
const MAX_ENTRIES = 200
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/
const LITERAL = /^(?:true|false|null|-?\d+(?:\.\d+)?)$/
const QUOTED = /^(['"`])([\s\S]*)\1$/

/** The text of the `{ … }` starting at `open`, strings and comments skipped; null when unclosed. */
function balanced(text: string, open: number): string | null {
  let depth = 0
  const end = Math.min(text.length, open + MAX_BLOCK)
  for (let i = open; i < end; i++) {
    const c = text[i]!
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < end && text[i] !== c; i++) if (text[i] === '\\') i++
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < end && text[i] !== '\n') i++
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2)
      if (i < 0) return null
      i++
    } else if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') {
      depth--
      if (depth === 0) return text.slice(open + 1, i)
    }
  }
  return null
}

/** `body` split at the commas outside brackets and strings. */
function topLevelEntries(body: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < body.length && body[i] !== c; i++) if (body[i] === '\\') i++
    } else if (c === '/' && body[i + 1] === '/') {
      while (i < body.length && body[i] !== '\n') i++
    } else if ('{(['.includes(c)) depth++
    else if ('})]'.includes(c)) depth--
    else if (c === ',' && depth === 0) {
      out.push(body.slice(start, i))
      start = i + 1
    }
  }
  out.push(body.slice(start))
  return out
    .map((e) => e.replace(/^\s*\/\/[^\n]*$/gm, '').trim())
    .filter(Boolean)
}

/** A quoted JavaScript string's value; null for a template with `${}` or bad escapes. */
function stringValue(literal: string): string | null {
  const match = QUOTED.exec(literal)
  if (!match) return null
  const [, quote, inner] = match
  if (quote === '`' && inner!.includes('${')) return null
  try {
    return JSON.parse(
      `"${inner!.replace(/\\(['`])/g, '$1').replace(/(^|[^\\])"/g, '$1\\"')}"`
    ) as string
  } catch {
    return null
  }
}

type Scope = {
  pkg: Record<string, unknown>
  env: Record<string, string>
  /** The name `loadEnv(...)` is assigned to in the config. */
  envName: string | null
}

/** What `JSON.stringify(arg)` gives at config time, as code; null when it cannot be known. */
function stringified(arg: string, scope: Scope): string | null {
  const text = stringValue(arg)
  if (text !== null) return JSON.stringify(text)
  if (LITERAL.test(arg)) return arg
  const npm = /^process\.env\.npm_package_(name|version|description)$/.exec(arg)
  if (npm) {
    const value = scope.pkg[npm[1]!]
    return typeof value === 'string' ? JSON.stringify(value) : 'undefined'
  }
  const env = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)$/.exec(arg)
  if (env && env[1] === scope.envName) {
    const value = scope.env[env[2]!]
    return value === undefined ? 'undefined' : JSON.stringify(value)
  }
  return null
}

/** A literal object or array of plain values (`{ beta: true, 'list': [1] }`) as JSON; null otherwise. */
function literalJson(value: string): string | null {
  if (!/^[{[]/.test(value)) return null
  const json = value
    .replace(/'([^'"\\]*)'/g, '"$1"')
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/,(\s*[}\]])/g, '$1')
  try {
    return JSON.stringify(JSON.parse(json))
  } catch {
    return null
  }
}

/** Names the build already gives a value (process.env…) or the browser has: kept when the config's value is unknown. */
const KEPT_ROOTS = /^(?:process|import|global|globalThis|window|self)(?:\.|$)/

/**
 * An entry's value as esbuild define code: undefined when it cannot be
 * worked out, null when esbuild would not take it.
 */
function defineValue(value: string, scope: Scope): string | null | undefined {
  const text = stringValue(value)
  if (text !== null) {
    // Vite hands a string to esbuild as code: JSON or a name
    if (DOTTED_NAME.test(text)) return text
    try {
      JSON.parse(text)
      return text
    } catch {
      return QUOTED.exec(value)?.[1] === '`' ? undefined : null
    }
  }
  if (QUOTED.test(value)) return undefined
  if (LITERAL.test(value)) return value
  const call = /^JSON\.stringify\(\s*([\s\S]*?)\s*\)$/.exec(value)
  return (call ? stringified(call[1]!, scope) : literalJson(value)) ?? undefined
}

/**
 * The `define` of the project's Vite config, read as text (the config never
 * runs): each constant as the esbuild define Vite would pass for it. Values
 * Vite would compute that cannot be worked out here (a date, a call) read as
 * `undefined`, so a page that only shows them still runs, except for names
 * the build or the browser already gives a value (`process.env`, `global`);
 * entries esbuild would refuse are left out.
 */
export function viteConfigDefines(files: FileMap): Record<string, string> {
  const name = VITE_CONFIGS.find((p) => files[p] !== undefined)
  const text = files[name ?? ''] ?? ''
  const at = /\bdefine\s*:\s*\{/.exec(text)
  if (!at) return {}
  const body = balanced(text, text.indexOf('{', at.index))
  if (body === null) return {}
  let pkg: Record<string, unknown> = {}
  try {
    pkg = JSON.parse(files['package.json'] ?? '{}') as Record<string, unknown>
  } catch {
    // a package.json that does not parse names no version
  }
  const scope: Scope = {
    pkg,
    env: projectEnv(files),
    envName:
      /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*loadEnv\(/.exec(
        text
      )?.[1] ?? null,
  }
  const out: Record<string, string> = {}
  for (const entry of topLevelEntries(body).slice(0, MAX_ENTRIES)) {
    const match = /^(?:(['"])(.*?)\1|([\w$.]+))\s*:\s*([\s\S]+)$/.exec(entry)
    if (!match) continue
    const key = match[2] ?? match[3]!
    if (!DOTTED_NAME.test(key)) continue
    const value = defineValue(match[4]!.trim(), scope)
    if (value === null || (value === undefined && KEPT_ROOTS.test(key)))
      continue
    out[key] = value ?? 'undefined'
  }
  return out
}
