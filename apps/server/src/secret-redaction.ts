/**
 * The secrets this process knows, and the one redaction of them from every
 * text Kiln stores or logs (errors, task events, thread lines, job errors,
 * log lines). Known: the operator's (LLM keys, SMTP and S3 credentials,
 * Stripe and OIDC secrets, remembered when the services are built) and every
 * value sealed into or opened from the vault (users' own provider keys, MCP
 * tokens, API credentials, Figma keys): a provider or a server that echoes
 * one in its error must not put it on a page or in the log.
 */

export const REDACTED = '[REDACTED]'

/** Shorter values are not tracked: redacting them would mangle ordinary text. */
const MIN_SECRET = 8
/** A secret this long (a key, a token) is also redacted where only part of it is echoed… */
const LONG_SECRET = 20
/** …a run of at least this many of its characters. */
const MIN_PART = 8
/** The oldest are forgotten past this many (a long-running server opens many). */
const MAX_SECRETS = 5_000

/** A masked middle, as providers echo a wrong key: `sk-proj-ab****wxyz`. */
const MASK = /^(?:\*{2,}|•{2,}|…|\.{3,})/
const KEY_CHARS = /^[A-Za-z0-9_-]+/

const known = new Set<string>()
/** Each MIN_PART-character window of a long secret → the secrets holding it. */
let windows: Map<string, string[]> | null = null
/** Secrets too short for partial matches: redacted where they appear whole. */
let short: string[] = []

function index() {
  windows = new Map()
  short = []
  for (const secret of known) {
    if (secret.length < LONG_SECRET) {
      short.push(secret)
      continue
    }
    for (let i = 0; i + MIN_PART <= secret.length; i++) {
      const window = secret.slice(i, i + MIN_PART)
      const owners = windows.get(window)
      if (!owners) windows.set(window, [secret])
      else if (!owners.includes(secret)) owners.push(secret)
    }
  }
  return windows
}

/** Field names whose values in a sealed JSON document are credentials. */
const SECRET_FIELD = /token|secret|key|password|verifier|credential|auth/i
/** …but not these, which name where or what a credential is. */
const PLAIN_FIELD =
  /(url|uri|endpoint|type|expires\w*|scope|issuer|supported|methods?|name)$/i

function collect(value: unknown, into: string[], field: string) {
  if (typeof value === 'string') {
    if (SECRET_FIELD.test(field) && !PLAIN_FIELD.test(field)) into.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, field)
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value))
      collect(inner, into, name)
  }
}

/**
 * Forgets every secret: for the tests, whose files share one process and so
 * this module (`isolate: false`), so one file's secrets never redact another's text.
 */
export function forgetSecrets() {
  known.clear()
  windows = null
  short = []
}

/**
 * Adds secrets to redact from now on. Of a JSON document (sealed OAuth
 * credentials or headers), the values of its credential fields: not its
 * URLs and names.
 */
export function rememberSecrets(...values: (string | undefined | null)[]) {
  let changed = false
  for (const value of values) {
    if (!value) continue
    const found: string[] = []
    try {
      if (!/^\s*[[{]/.test(value)) throw new Error('not JSON')
      collect(JSON.parse(value) as unknown, found, 'secret')
    } catch {
      found.push(value)
    }
    for (const secret of found) {
      if (secret.length < MIN_SECRET || known.has(secret)) continue
      known.add(secret)
      changed = true
    }
  }
  if (!changed) return
  for (const oldest of known) {
    if (known.size <= MAX_SECRETS) break
    known.delete(oldest)
  }
  windows = null
}

/** Past a redacted run: a masked middle and the rest of the key's end. */
function maskedTail(text: string, end: number, secret: string) {
  const mask = MASK.exec(text.slice(end))
  if (!mask) return end
  const after = end + mask[0].length
  const tail = KEY_CHARS.exec(text.slice(after))?.[0] ?? ''
  return tail && secret.endsWith(tail) ? after + tail.length : after
}

/**
 * `text` without any known secret: each one, and each run of at least 8
 * characters of a long one (a key echoed in part or masked in the middle),
 * replaced by [REDACTED].
 */
export function redactSecrets(text: string): string {
  if (known.size === 0 || text.length < MIN_SECRET) return text
  const byWindow = windows ?? index()
  const spans: [number, number][] = []
  for (const secret of short) {
    for (let at = text.indexOf(secret); at !== -1;) {
      spans.push([at, at + secret.length])
      at = text.indexOf(secret, at + secret.length)
    }
  }
  let covered = 0
  for (let i = 0; i + MIN_PART <= text.length; i++) {
    if (i + MIN_PART <= covered) continue
    const window = text.slice(i, i + MIN_PART)
    for (const secret of byWindow.get(window) ?? []) {
      for (let j = secret.indexOf(window); j !== -1;) {
        let start = i
        let from = j
        while (start > 0 && from > 0 && text[start - 1] === secret[from - 1]) {
          start--
          from--
        }
        let end = i + MIN_PART
        let to = j + MIN_PART
        while (
          end < text.length &&
          to < secret.length &&
          text[end] === secret[to]
        ) {
          end++
          to++
        }
        end = maskedTail(text, end, secret)
        spans.push([start, end])
        covered = Math.max(covered, end)
        j = secret.indexOf(window, j + 1)
      }
    }
  }
  if (spans.length === 0) return text
  spans.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of spans) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  let out = ''
  let at = 0
  for (const [start, end] of merged) {
    out += text.slice(at, start) + REDACTED
    at = end
  }
  return out + text.slice(at)
}

/** Every string in a JSON-like value (an event's data, an error) redacted. */
export function redactSecretsIn<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value) as T
  if (known.size === 0) return value
  if (Array.isArray(value)) return value.map(redactSecretsIn) as T
  const proto: unknown =
    value && typeof value === 'object' ? Object.getPrototypeOf(value) : false
  if (proto === Object.prototype || proto === null) {
    return Object.fromEntries(
      Object.entries(value as object).map(([key, inner]) => [
        key,
        redactSecretsIn(inner),
      ])
    ) as T
  }
  return value
}
