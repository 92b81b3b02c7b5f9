export type EditMatch =
  | {
      ok: true
      start: number
      end: number
      indent?: { from: string; to: string }
    }
  | { ok: false; reason: 'missing' | 'ambiguous'; lines: number[] }

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

/**
 * Lines of `search` that match `content` when line endings, trailing
 * whitespace and (if `ignoreIndent`) indentation are ignored.
 */
function lineMatches(
  lines: Line[],
  wanted: string[],
  ignoreIndent: boolean
): number[] {
  const norm = (s: string) => (ignoreIndent ? s.trim() : s.trimEnd())
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
 * when line endings, trailing whitespace and then indentation are ignored.
 * Several matches or none are reported with the lines they were found on.
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
  const wanted = search.replace(/\r\n/g, '\n').split('\n')
  while (wanted.length > 1 && wanted[0]!.trim() === '') wanted.shift()
  while (wanted.length > 1 && wanted.at(-1)!.trim() === '') wanted.pop()
  if (wanted.every((l) => l.trim() === ''))
    return { ok: false, reason: 'missing', lines: [] }
  const lines = splitLines(content)
  for (const ignoreIndent of [false, true]) {
    const found = lineMatches(lines, wanted, ignoreIndent)
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
  return { ok: false, reason: 'missing', lines: [] }
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
