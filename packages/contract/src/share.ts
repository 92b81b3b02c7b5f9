import { z } from 'zod'
import { buildTaskSchema, taskFileSchema } from './build-tasks'
import { idSchema } from './ids'

export const SHARE_LINK_INVALID_MESSAGE =
  'This share link is invalid or has been revoked.'

/** POST /build_project/{projectId}/share */
export const createShareLinkBodySchema = z.object({ taskId: idSchema })
export type CreateShareLinkBody = z.infer<typeof createShareLinkBodySchema>

export const shareProjectParamsSchema = z.object({ projectId: idSchema })
export const shareLinkIdParamsSchema = z.object({
  projectId: idSchema,
  id: idSchema,
})
/** A link token: base64url of 32 random bytes. */
export const shareLinkParamsSchema = z.object({
  link: z.string().trim().min(1).max(128),
})

/** A link as its owner lists it; the token itself is shown only once. */
export const shareLinkSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  taskId: z.string(),
  versionNumber: z.number().int().positive(),
  /** The last characters of the token, to tell links apart. */
  hint: z.string(),
  createdAt: z.string(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>

export const createShareLinkResponseSchema = shareLinkSchema.extend({
  link: z.string(),
  url: z.string(),
})
export type CreateShareLinkResponse = z.infer<
  typeof createShareLinkResponseSchema
>

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) })
export type ShareLinkList = z.infer<typeof shareLinkListSchema>

export const revokeShareLinkResponseSchema = z.object({
  success: z.literal(true),
})

/** GET /share/{link}: the shared version, read-only. */
export const sharedVersionSchema = z.object({
  name: z.string(),
  prompt: z.string(),
  versionNumber: z.number().int().positive(),
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(taskFileSchema),
})
export type SharedVersion = z.infer<typeof sharedVersionSchema>

/** POST /share/{link}/clone: the first task of the new project. */
export const cloneSharedResponseSchema = buildTaskSchema
