import { diff3Merge } from 'node-diff3'

type Files = Readonly<Record<string, string>>

/** The merged text, or null when both sides changed the same lines. */
function mergeText(ours: string, base: string, theirs: string): string | null {
  const regions = diff3Merge(
    ours.split('\n'),
    base.split('\n'),
    theirs.split('\n'),
    {
      excludeFalseConflicts: true,
    }
  )
  const lines: string[] = []
  for (const region of regions) {
    if (region.conflict) return null
    lines.push(...(region.ok ?? []))
  }
  return lines.join('\n')
}

const isText = (content: string | undefined) =>
  content !== undefined && !content.startsWith('data:')

/**
 * Three-way merge of whole projects, path by path (the merge rules of the
 * README's "Import and Git"): a side that left a file as the base had it
 * takes the other side's; both sides' same content is kept; text changed on
 * both sides is merged line by line (diff3). Both sides changing the same
 * lines, an upload changed on both sides, or a file deleted on one side and
 * changed on the other is a conflict: `conflicts` names those paths and
 * `files` is then not to be used.
 */
export function mergeProjects(base: Files, ours: Files, theirs: Files) {
  const files: Record<string, string> = Object.create(null) as Record<
    string,
    string
  >
  const conflicts: string[] = []
  const paths = new Set([
    ...Object.keys(base),
    ...Object.keys(ours),
    ...Object.keys(theirs),
  ])
  for (const path of [...paths].sort()) {
    const b = base[path]
    const o = ours[path]
    const t = theirs[path]
    let result: string | undefined
    if (o === t) result = o
    else if (o === b) result = t
    else if (t === b) result = o
    else if (isText(o) && isText(t)) {
      const merged = mergeText(o!, isText(b) ? b! : '', t!)
      if (merged === null) conflicts.push(path)
      result = merged ?? undefined
    } else {
      conflicts.push(path)
    }
    if (result !== undefined) files[path] = result
  }
  return { files, conflicts }
}
