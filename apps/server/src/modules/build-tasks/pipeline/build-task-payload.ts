import { z } from 'zod'

/** What a build-task job carries: the task it builds. */
export const buildTaskPayloadSchema = z.object({ taskId: z.string() })
export type BuildTaskPayload = z.infer<typeof buildTaskPayloadSchema>
