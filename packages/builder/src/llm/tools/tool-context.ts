import type { ToolContext } from '../../build-types.ts'
import { normalizePath } from '../../files/file-map.ts'
import { shortDiff } from '../../files/short-diff.ts'

export const MAX_FILE_CHARS = 200_000
export const MAX_FILES = 300

/** Kiln's own files (the offline generator's spec) that the model may not change. */
export const isKilnPath = (path: string) =>
  path === '.kiln' || path.startsWith('.kiln/')

export const hasFile = (ctx: ToolContext, path: string) =>
  Object.hasOwn(ctx.files, path)

export function pathOrThrow(raw: string): string {
  const path = normalizePath(raw)
  if (!path) throw new Error(`Invalid path '${raw}'`)
  return path
}

/** A path the model may write: normalised, not under .kiln/. */
export function writablePath(raw: string): string {
  const path = pathOrThrow(raw)
  if (isKilnPath(path))
    throw new Error(
      `Rejected: ${path} is managed by Kiln and cannot be changed`
    )
  return path
}

export function existingPath(ctx: ToolContext, raw: string): string {
  const path = pathOrThrow(raw)
  if (!hasFile(ctx, path))
    throw new Error(
      `No such file: ${path}. Call listFiles or searchFiles to find the right path.`
    )
  return path
}

export function checkSize(ctx: ToolContext, path: string, content: string) {
  if (content.length > MAX_FILE_CHARS)
    throw new Error(`Rejected: ${path} is over ${MAX_FILE_CHARS} characters`)
  if (!hasFile(ctx, path) && Object.keys(ctx.files).length >= MAX_FILES)
    throw new Error(`Rejected: a project may have at most ${MAX_FILES} files`)
}

/**
 * Stores a file's new content (or removes it) and reports the change with a
 * short diff. Returns the short result the model gets back.
 */
export function applyChange(
  ctx: ToolContext,
  path: string,
  next: string | undefined,
  from?: string
) {
  const before = from !== undefined ? ctx.files[from] : ctx.files[path]
  const previous =
    from !== undefined || hasFile(ctx, path) ? (before ?? '') : undefined
  if (from !== undefined) delete ctx.files[from]
  if (next === undefined) delete ctx.files[path]
  else ctx.files[path] = next
  const action =
    from !== undefined
      ? 'renamed'
      : next === undefined
        ? 'deleted'
        : previous === undefined
          ? 'created'
          : 'updated'
  const { added, removed, diff } = shortDiff(previous ?? '', next ?? '')
  ctx.onEvent?.({
    type: 'file',
    path,
    action,
    ...(from !== undefined ? { from } : {}),
    added,
    removed,
    ...(action === 'updated' && diff ? { diff } : {}),
  })
  return { ok: true, path, action, added, removed }
}
