import {
  MAX_TEXT_FILE_CHARS,
  MAX_UPLOAD_BYTES,
} from '@kiln/contract/file-edits'
import type { ToolContext } from '../../build-types.ts'
import { normalizePath } from '../../files/file-map.ts'
import { shortDiff } from '../../files/short-diff.ts'

export const MAX_FILES = 300

const megabytes = (n: number) => `${n / (1024 * 1024)} MB`

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

const DATA_URL = /^data:[\w.+-]*\/?[\w.+-]*(;base64)?,/

/**
 * A file the tools write is held to the limits of a user's own edit: 1 MB of
 * text, or 5 MB for a binary file (a `data:` URL, as a project's images are).
 */
export function checkSize(ctx: ToolContext, path: string, content: string) {
  const data = DATA_URL.exec(content)
  if (data) {
    const encoded = content.length - data[0].length
    const bytes = data[1] ? Math.floor((encoded * 3) / 4) : encoded
    if (bytes > MAX_UPLOAD_BYTES)
      throw new Error(
        `Rejected: ${path} is over ${megabytes(MAX_UPLOAD_BYTES)}`
      )
  } else if (content.length > MAX_TEXT_FILE_CHARS) {
    throw new Error(
      `Rejected: ${path} is over ${megabytes(MAX_TEXT_FILE_CHARS)} of text`
    )
  }
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
