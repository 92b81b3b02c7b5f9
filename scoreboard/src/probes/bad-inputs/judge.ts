/** What must never reach a client: a stack, SQL, the database driver, a server path. */
const everywhere: [string, RegExp][] = [
  [
    'a stack frame',
    /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/,
  ],
  ['a stack frame', /(?:\n|\\n)\s+at [^\n]*:\d+:\d+/],
  ['a stack frame', /\bat (?:file:\/\/)?\/[^\s"]+:\d+:\d+/],
  ['a node internal', /node:internal|\(node:\d+\)/],
  [
    'a server path',
    /(?:\/work\/|\/home\/|\/tmp\/|\/usr\/|\/app\/)[\w./-]*\.(?:ts|js|mjs|cjs)\b/,
  ],
  ['node_modules', /node_modules\//],
  ['a source line', /\.(?:ts|js|mjs|cjs):\d+/],
]

/** Only in error answers: a user's own data (generated code, a prompt) may say these. */
const inErrors: [string, RegExp][] = [
  ['SQL', /\bselect\b[\s\S]{1,200}?\bfrom\b/i],
  ['SQL', /\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i],
  [
    'SQL',
    /\bviolates\b|syntax error at or near|\brelation "|\bcolumn "|duplicate key value|invalid input syntax for/i,
  ],
  [
    'a driver',
    /\b(?:postgres|PostgresError|pglite|drizzle|sqlstate|libpq|ECONNREFUSED|ETIMEDOUT)\b/i,
  ],
  [
    'a server path',
    /(?:^|[\s"'(])\/(?:work|home|tmp|usr|var|app|srv|opt)\/\S+/,
  ],
]

/** Why an answer leaks internals, or undefined when it does not. */
export function findLeak(status: number, text: string): string | undefined {
  const checks = status >= 400 ? [...everywhere, ...inErrors] : everywhere
  for (const [what, pattern] of checks) {
    const match = pattern.exec(text)
    if (match) return `${what}: …${match[0].slice(0, 80)}…`
  }
  return undefined
}

/** Signs of a message written for a program rather than a person. */
const machineTalk =
  /\bFST_|\bERR_[A-Z_]+|\[object Object\]|\bundefined\b|\bNaN\b|Unexpected token|JSON\.parse|is not a function|Cannot read propert|instancePath|#\/|\bajv\b|\bzod\b|~standard|TypeError|RangeError|SyntaxError/i

/** Why a 4xx answer is not `{error:{code,message},requestId}` a person can read. */
export function shapeProblem(text: string): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `not JSON: ${JSON.stringify(text.slice(0, 80))}`
  }
  const { error, requestId } = (body ?? {}) as {
    error?: { code?: unknown; message?: unknown }
    requestId?: unknown
  }
  if (typeof error?.code !== 'string' || !/^[A-Z][A-Z_]+$/.test(error.code)) {
    return `no error code: ${text.slice(0, 120)}`
  }
  if (typeof requestId !== 'string' || !requestId) return 'no requestId'
  const message = error.message
  if (typeof message !== 'string' || message.trim().length < 4) {
    return `no message: ${text.slice(0, 120)}`
  }
  if (message.length > 600) return `a ${message.length}-character message`
  if (machineTalk.test(message))
    return `message for machines: ${message.slice(0, 160)}`
  if (!/[a-z]{3}/i.test(message))
    return `message without words: ${message.slice(0, 80)}`
  return undefined
}
