import { z } from 'zod'
import { entityNameSchema } from './app-data'

/** Files of generated apps, on the preview origin under /data/files/v1. */
export const appFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The collection whose access rules apply; null: the app's default rules. */
  collection: z.string().nullable(),
  createdAt: z.string(),
  /** Download URL carrying the file's token (works in <img src>). */
  url: z.string(),
})
export type AppFile = z.infer<typeof appFileSchema>
export const appFileResponseSchema = z.object({ file: appFileSchema })

/** POST /data/files/v1?collection=&name=, the raw bytes as the body. */
export const uploadFileQuerySchema = z.object({
  collection: entityNameSchema.optional(),
  name: z.string().max(255).optional(),
})
export const fileIdParamsSchema = z.object({ id: z.string().min(1).max(64) })
export const fileContentQuerySchema = z.object({
  t: z.string().max(100).optional(),
})
