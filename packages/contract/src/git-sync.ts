import { z } from 'zod'

/** PUT /build_project/{projectId}/git: connect the project to a branch of a remote. */
export const connectGitBodySchema = z.object({
  url: z.string().trim().min(1, 'Enter the repository URL.').max(2000),
  branch: z
    .string()
    .trim()
    .min(1, 'Enter a branch.')
    .max(250)
    .regex(
      /^(?!.*\.\.)(?!\/)(?!.*\/$)[\w./-]+$/,
      'A branch name: letters, digits, . _ - /.'
    ),
  /** A personal access token (or `user:token`); sealed, never shown again. */
  token: z.string().max(1000).optional(),
})
export type ConnectGitBody = z.infer<typeof connectGitBodySchema>

export const GIT_SYNC_STATUSES = [
  'syncing',
  'idle',
  'conflict',
  'error',
] as const

/** A project's Git connection as the owner sees it: never the token or the secret. */
export const gitStateSchema = z.object({
  url: z.string(),
  branch: z.string(),
  status: z.enum(GIT_SYNC_STATUSES),
  hasToken: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The side branch Kiln pushed its version to when both sides changed the same lines. */
  conflictBranch: z.string().nullable(),
  /** The remote commit Kiln last synced with. */
  remoteCommit: z.string().nullable(),
  /** Where a Git host sends push events (authenticated by the secret shown at connect). */
  webhookUrl: z.string(),
})
export type GitState = z.infer<typeof gitStateSchema>

export const gitStateResponseSchema = z.object({
  git: gitStateSchema.nullable(),
})
/** The connect answer: the webhook secret, shown this once. */
export const connectGitResponseSchema = z.object({
  git: gitStateSchema,
  webhookSecret: z.string(),
})
