import { z } from 'zod'
import { MAX_VERSION_CHARS } from './file-edits'

/**
 * What one import may bring in (docs/product.md §7, README "Import and Git"): the archive or
 * the clone's transfer, the entries an archive lists, the files kept after
 * the ignored ones are left out, and their bytes once unpacked.
 */
export const IMPORT_LIMITS = {
  /** Bytes of an uploaded zip, and of a Git clone's transfer. */
  maxArchiveBytes: 50 * 1024 * 1024,
  /** Entries an archive or repository tree lists, ignored ones included (a zipped node_modules). */
  maxEntries: 200_000,
  /** Files kept (node_modules, build output... left out). */
  maxFiles: 3_000,
  /** Bytes of the kept files, unpacked. */
  maxBytes: MAX_VERSION_CHARS,
  /** A clone is stopped after this long (under the server's 120 s idle-socket limit). */
  cloneTimeoutMs: 90_000,
} as const

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export const IMPORT_MESSAGES = {
  NOT_A_ZIP: 'This file is not a zip archive: export the project as a .zip.',
  NO_FILE: 'Choose a .zip file to import.',
  ARCHIVE_TOO_LARGE: `The archive is larger than ${megabytes(IMPORT_LIMITS.maxArchiveBytes)}, the most Kiln imports.`,
  TOO_MANY_ENTRIES: `The archive lists more than ${IMPORT_LIMITS.maxEntries.toLocaleString('en-US')} entries, the most Kiln reads.`,
  TOO_MANY_FILES: `The project has more than ${IMPORT_LIMITS.maxFiles.toLocaleString('en-US')} files (node_modules and build output left out), the most Kiln imports.`,
  TOO_MANY_BYTES: `The project's files hold more than ${megabytes(IMPORT_LIMITS.maxBytes)} once unpacked, the most Kiln imports.`,
  EMPTY: 'The archive holds no project files.',
  SYMLINK: (path: string) =>
    `${path} is a symbolic link: Kiln imports regular files only.`,
  ESCAPES: (path: string) =>
    `${path} points outside the project (an absolute path or ".."): the archive is refused.`,
} as const

/** POST /build_project/import as JSON: a Git repository over HTTP(S). */
export const importGitBodySchema = z.object({
  gitUrl: z
    .string({
      error: 'Enter the repository URL as gitUrl, or send a zip as file.',
    })
    .trim()
    .min(1, 'Enter the repository URL.')
    .max(2000),
  /** A branch or tag; the default branch when left out. */
  ref: z
    .string()
    .trim()
    .max(250)
    .regex(/^[\w./-]*$/, 'A branch or tag name: letters, digits, . _ - /.')
    .optional(),
  /** A folder of the repository to import instead of its root. */
  subdir: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => !value.split('/').some((part) => part === '..'),
      'The folder must be inside the repository.'
    )
    .optional(),
  /** A personal access token (or `user:token`) for a private repository. */
  token: z.string().max(1000).optional(),
})
export type ImportGitBody = z.infer<typeof importGitBodySchema>
