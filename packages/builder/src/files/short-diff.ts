import { structuredPatch } from 'diff'

const MAX_DIFF_LINES = 60
const MAX_DIFF_CHARS = 4_000

export type ShortDiff = {
  added: number
  removed: number
  /** Unified diff hunks (one line of context), cut to a few dozen lines. */
  diff: string
}

/**
 * A small unified diff of one file for the thread and the live view: the
 * counts of added and removed lines and the first hunks, never the whole file.
 */
export function shortDiff(before: string, after: string): ShortDiff {
  const { hunks } = structuredPatch('a', 'b', before, after, '', '', {
    context: 1,
  })
  let added = 0
  let removed = 0
  const lines: string[] = []
  for (const hunk of hunks) {
    lines.push(
      `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`
    )
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++
      else if (line.startsWith('-')) removed++
      if (!line.startsWith('\\')) lines.push(line)
    }
  }
  let diff = ''
  let shown = 0
  for (const line of lines) {
    const cut = line.length > 200 ? `${line.slice(0, 200)}…` : line
    if (shown >= MAX_DIFF_LINES || diff.length + cut.length > MAX_DIFF_CHARS)
      break
    diff += `${cut}\n`
    shown++
  }
  if (shown < lines.length) diff += `… ${lines.length - shown} more lines\n`
  return { added, removed, diff }
}
