import { z } from 'zod'

/** Uploads a user can add to a project, by extension, with their MIME type. */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
}

/** Bytes of one uploaded file, and characters of one text file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_TEXT_FILE_CHARS = 1024 * 1024
export const MAX_EDITED_FILES = 100
/** The request carrying an edit (uploads travel base64-encoded). */
export const MAX_EDIT_BODY_BYTES = 16 * 1024 * 1024
/** Characters of text in all of one version's files together: what one build parses and scans. */
export const MAX_VERSION_TEXT_CHARS = 4 * 1024 * 1024
/** Characters of all of one version's files together, uploads (as `data:` URLs) included. */
export const MAX_VERSION_CHARS = 40 * 1024 * 1024

const megabytes = (chars: number) =>
  `${Math.round((chars / (1024 * 1024)) * 10) / 10} MB`

/** Text files (not `data:` URL uploads) in characters, and all files. */
export function versionSize(files: Record<string, string>) {
  let text = 0
  let all = 0
  for (const content of Object.values(files)) {
    all += content.length
    if (!content.startsWith('data:')) text += content.length
  }
  return { text, all }
}

/** Why a version holding `files` is too large to build, in words, or null. */
export function versionSizeProblem(files: Record<string, string>) {
  const { text, all } = versionSize(files)
  if (text > MAX_VERSION_TEXT_CHARS)
    return `The project's text files hold ${megabytes(text)}: at most ${megabytes(MAX_VERSION_TEXT_CHARS)} of text in one version.`
  if (all > MAX_VERSION_CHARS)
    return `The project's files hold ${megabytes(all)}: at most ${megabytes(MAX_VERSION_CHARS)} in one version, uploads included.`
  return null
}

const PATH = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))(?!\.kiln\/)[\w@.\-/ ()[\]+]+$/
/** A path a project can hold: relative, without "..", not inside .kiln/, at most 200 characters. */
export const isProjectFilePath = (path: string) =>
  path.length <= 200 && PATH.test(path)

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;base64)?,/

const extensionOf = (path: string) =>
  path.slice(path.lastIndexOf('.') + 1).toLowerCase()

/** The upload's problem in words, or null when the path may hold `content`. */
export function fileContentProblem(path: string, content: string) {
  const data = DATA_URL.exec(content)
  if (!data) {
    return content.length > MAX_TEXT_FILE_CHARS
      ? `${path} is too large: at most 1 MB of text.`
      : null
  }
  if (!(extensionOf(path) in UPLOAD_TYPES)) {
    return `${path} cannot be uploaded: images, fonts, audio, video and PDF files only.`
  }
  const encoded = content.length - data[0].length
  const bytes = data[2] ? Math.floor((encoded * 3) / 4) : encoded
  return bytes > MAX_UPLOAD_BYTES
    ? `${path} is too large: at most 5 MB per file.`
    : null
}

/**
 * POST /build_task/{id}/edit: a new version from this one plus the user's
 * changes. A file's new content (text, or a `data:` URL for a binary
 * upload), or null to delete it.
 */
export const editVersionBodySchema = z.object({
  files: z
    .record(z.string(), z.string().nullable())
    .refine((files) => Object.keys(files).length > 0, 'Nothing to save.')
    .refine(
      (files) => Object.keys(files).length <= MAX_EDITED_FILES,
      `At most ${MAX_EDITED_FILES} files in one save.`
    )
    .superRefine((files, ctx) => {
      for (const [path, content] of Object.entries(files)) {
        if (!isProjectFilePath(path)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${path.slice(0, 200)}" is not a file path this project can hold: relative, without "..", and not inside .kiln/.`,
            path: [path],
          })
          continue
        }
        const problem =
          content === null ? null : fileContentProblem(path, content)
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem, path: [path] })
      }
    }),
  /** What the user says the change is; default: the files it touches. */
  summary: z.string().trim().max(200).optional(),
})
export type EditVersionBody = z.infer<typeof editVersionBodySchema>
