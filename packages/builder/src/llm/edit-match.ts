export type EditMatch =
  | {
      ok: true
      start: number
      end: number
      indent?: { from: string; to: string }
      /** The span is oldText exactly once its line endings are the file's. */
      eol?: true
    }
  | {
      ok: false
      reason: 'missing' | 'ambiguous'
      lines: number[]
      /** For a missing span: where the file has the most similar lines, to quote back. */
      closest?: { line: number; text: string }
    }

const lineOf = (text: string, index: number) =>
  text.slice(0, index).split('\n').length

function exactMatches(content: string, search: string): number[] {
  const found: number[] = []
  let at = content.indexOf(search)
  while (at !== -1 && found.length < 20) {
    found.push(at)
    at = content.indexOf(search, at + Math.max(search.length, 1))
  }
  return found
}

type Line = { text: string; start: number; end: number }

function splitLines(content: string): Line[] {
  const lines: Line[] = []
  let start = 0
  for (const raw of content.split('\n')) {
    const text = raw.replace(/\r$/, '')
    lines.push({ text, start, end: start + text.length })
    start += raw.length + 1
  }
  return lines
}

const leading = (line: string) => /^[ \t]*/.exec(line)![0]

/** How lines are compared, from strictest to most tolerant. */
const LINE_NORMS = [
  (s: string) => s.trimEnd(),
  (s: string) => s.trim(),
  (s: string) => s.replace(/\s+/g, ''),
]

/**
 * Lines of `search` that match `content` when line endings, trailing
 * whitespace and (from the second norm on) indentation and then all
 * whitespace inside lines are ignored.
 */
function lineMatches(
  lines: Line[],
  wanted: string[],
  norm: (s: string) => string
): number[] {
  const target = wanted.map(norm)
  const found: number[] = []
  for (let i = 0; i + target.length <= lines.length; i++) {
    let same = true
    for (let j = 0; j < target.length && same; j++)
      same = norm(lines[i + j]!.text) === target[j]
    if (same) found.push(i)
  }
  return found
}

/**
 * Where `search` occurs in `content`: exactly once, or (as a fallback) once
 * when line endings, trailing whitespace, then indentation, then spacing
 * inside lines are ignored. Several matches are reported with the lines they
 * were found on; none with the most similar lines, if any are close.
 */
export function findEdit(content: string, search: string): EditMatch {
  const exact = exactMatches(content, search)
  if (exact.length === 1)
    return { ok: true, start: exact[0]!, end: exact[0]! + search.length }
  if (exact.length > 1)
    return {
      ok: false,
      reason: 'ambiguous',
      lines: exact.map((i) => lineOf(content, i)),
    }
  // LF text in a CRLF file (or the other way round), spans inside lines too
  const eol = content.includes('\r\n') ? '\r\n' : '\n'
  const sameEol = search.replace(/\r?\n/g, eol)
  if (sameEol !== search) {
    const found = exactMatches(content, sameEol)
    if (found.length === 1)
      return {
        ok: true,
        start: found[0]!,
        end: found[0]! + sameEol.length,
        eol: true,
      }
    if (found.length > 1)
      return {
        ok: false,
        reason: 'ambiguous',
        lines: found.map((i) => lineOf(content, i)),
      }
  }
  const wanted = search.replace(/\r\n/g, '\n').split('\n')
  while (wanted.length > 1 && wanted[0]!.trim() === '') wanted.shift()
  while (wanted.length > 1 && wanted.at(-1)!.trim() === '') wanted.pop()
  if (wanted.every((l) => l.trim() === ''))
    return { ok: false, reason: 'missing', lines: [] }
  const lines = splitLines(content)
  for (const [level, norm] of LINE_NORMS.entries()) {
    const ignoreIndent = level > 0
    const found = lineMatches(lines, wanted, norm)
    if (found.length > 1)
      return { ok: false, reason: 'ambiguous', lines: found.map((i) => i + 1) }
    if (found.length === 1) {
      const first = lines[found[0]!]!
      const last = lines[found[0]! + wanted.length - 1]!
      const match = { ok: true as const, start: first.start, end: last.end }
      const from = leading(wanted.find((l) => l.trim())!)
      const to = leading(
        lines[found[0]! + wanted.findIndex((l) => l.trim())]!.text
      )
      return ignoreIndent && from !== to
        ? { ...match, indent: { from, to } }
        : match
    }
  }
  const closest = closestLines(lines, wanted)
  return {
    ok: false,
    reason: 'missing',
    lines: [],
    ...(closest && { closest }),
  }
}

const MAX_QUOTED_LINES = 8

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>()
  for (let i = 0; i < text.length - 1; i++) {
    const gram = text.slice(i, i + 2)
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

/** Dice coefficient of two texts' character bigrams (0 = nothing shared, 1 = same). */
function similarity(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0
  let total = 0
  for (const [gram, count] of a) {
    shared += Math.min(count, b.get(gram) ?? 0)
    total += count
  }
  for (const count of b.values()) total += count
  return total === 0 ? 0 : (2 * shared) / total
}

/**
 * The file's lines most like the first lines of `wanted`, so a refused edit
 * can quote what the file holds there. Bounded: at most the first 3 wanted
 * lines are compared, each line cut to 300 characters.
 */
function closestLines(
  lines: Line[],
  wanted: string[]
): { line: number; text: string } | undefined {
  const key = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 300)
  const probe = wanted
    .filter((l) => l.trim())
    .slice(0, 3)
    .map(key)
  if (probe.length === 0) return undefined
  const probeGrams = probe.map(bigrams)
  const lineGrams = lines.map((l) => bigrams(key(l.text)))
  let best = { index: -1, score: 0 }
  for (let i = 0; i < lines.length; i++) {
    let score = 0
    for (let j = 0; j < probe.length && i + j < lines.length; j++)
      score += similarity(probeGrams[j]!, lineGrams[i + j]!)
    score /= probe.length
    if (score > best.score) best = { index: i, score }
  }
  if (best.index < 0 || best.score < 0.5) return undefined
  const end = Math.min(
    lines.length,
    best.index + Math.min(Math.max(wanted.length, 1), MAX_QUOTED_LINES)
  )
  return {
    line: best.index + 1,
    text: lines
      .slice(best.index, end)
      .map((l) => l.text)
      .join('\n'),
  }
}

/** Moves the replacement to the indentation the tolerant match found. */
export function reindent(text: string, indent?: { from: string; to: string }) {
  if (!indent) return text
  return text
    .split('\n')
    .map((line) =>
      line.startsWith(indent.from)
        ? indent.to + line.slice(indent.from.length)
        : line
    )
    .join('\n')
}
