import { z } from 'zod'
import { idSchema } from './ids'

/** GET, PUT and DELETE /build_project/{projectId}/publish */
export const publishParamsSchema = z.object({ projectId: idSchema })
export const publishBodySchema = z.object({ taskId: idSchema })

/** What a project's stable URL serves, or null when it is not published. */
export const publicationSchema = z.object({
  published: z
    .object({
      taskId: z.string(),
      versionNumber: z.number().int().positive(),
      url: z.string(),
      publishedAt: z.string(),
    })
    .nullable(),
})
export type Publication = z.infer<typeof publicationSchema>
