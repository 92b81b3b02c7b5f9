import { z } from 'zod'
import { accessRulesSchema } from './app-data'
import { idSchema } from './ids'

/** GET, PUT and DELETE /build_project/{projectId}/publish */
export const publishParamsSchema = z.object({ projectId: idSchema })
export const publishBodySchema = z.object({
  taskId: idSchema,
  /**
   * Copy the previews' records and end-user accounts to the published app,
   * replacing its own. Without it the app keeps its own data (empty when
   * first published).
   */
  copyData: z.boolean().optional(),
})

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

/** GET /build_project/{projectId}/publish/review?taskId=… */
export const publishReviewQuerySchema = z.object({ taskId: idSchema })

/** One thing publishing a version would expose, and its one-click fix if any. */
export const publishFindingSchema = z.object({
  kind: z.enum(['open-write', 'open-read', 'public-secret', 'test-data']),
  title: z.string(),
  detail: z.string(),
  /** The collection a rules fix changes. */
  collection: z.string().optional(),
  /** The fix: the collection's new access rules, set from the studio. */
  fix: z.object({ label: z.string(), rules: accessRulesSchema }).optional(),
})
export type PublishFinding = z.infer<typeof publishFindingSchema>

/** What Kiln found before publishing a version. */
export const publishReviewSchema = z.object({
  findings: z.array(publishFindingSchema),
  /** What the previews hold (made while testing). */
  previewData: z.object({
    records: z.number().int().nonnegative(),
    endUsers: z.number().int().nonnegative(),
  }),
})
export type PublishReview = z.infer<typeof publishReviewSchema>
