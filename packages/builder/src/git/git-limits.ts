import { IMPORT_LIMITS } from '@kiln/contract/project-import'

/** What one Git operation may cost; over it, it is refused with a 413. */
export type GitLimits = {
  /** Objects in one fetched pack. */
  maxPackObjects: number
  /** Bytes of a fetched pack's objects once inflated (deltas counted at their result's size). */
  maxUnpackedBytes: number
}

export const DEFAULT_GIT_LIMITS: GitLimits = {
  maxPackObjects: 4 * IMPORT_LIMITS.maxEntries,
  maxUnpackedBytes: 512 * 1024 * 1024,
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export const GIT_LIMIT_MESSAGES = {
  TOO_MANY_OBJECTS: (limits: GitLimits) =>
    `The repository's history holds more than ${limits.maxPackObjects.toLocaleString('en-US')} objects, the most Kiln fetches.`,
  TOO_MANY_BYTES: (limits: GitLimits) =>
    `The repository's history holds more than ${megabytes(limits.maxUnpackedBytes)} once unpacked, the most Kiln fetches.`,
  CORRUPT:
    'The Git server sent a pack Kiln cannot read (its objects are not the sizes it declares).',
} as const

/** A Git operation refused by a bound: the HTTP status and the words for the user. */
export class GitLimitError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string
  ) {
    super(message)
  }
}
