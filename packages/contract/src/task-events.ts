import { z } from 'zod'
import { BUILD_STEP_IDS } from './build-steps'
import { buildTaskStatusSchema } from './build-tasks'

/**
 * Data of one Server-Sent Event of GET /build_task/{id}/events. The SSE
 * `id:` is `id`, the SSE `event:` is `type`.
 */
export const taskEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.number(),
    taskId: z.string(),
    type: z.literal('status'),
    status: buildTaskStatusSchema,
    error: z.string().nullable().optional(),
    previewUrl: z.string().nullable().optional(),
    at: z.string(),
  }),
  z.object({
    id: z.number(),
    taskId: z.string(),
    type: z.literal('text'),
    part: z.enum(['plan', 'reply']),
    delta: z.string(),
    at: z.string(),
  }),
  z.object({
    id: z.number(),
    taskId: z.string(),
    type: z.literal('file'),
    path: z.string(),
    action: z.enum(['created', 'updated', 'deleted', 'renamed']),
    /** The old path of a renamed file. */
    from: z.string().optional(),
    /** Lines added and removed, and a short unified diff of an update. */
    added: z.number().optional(),
    removed: z.number().optional(),
    diff: z.string().optional(),
    at: z.string(),
  }),
  z.object({
    id: z.number(),
    taskId: z.string(),
    /** The engine step that starts (contract BUILD_STEPS). */
    type: z.literal('step'),
    step: z.enum(BUILD_STEP_IDS),
    at: z.string(),
  }),
  z.object({
    id: z.number(),
    taskId: z.string(),
    type: z.literal('repair'),
    round: z.number(),
    errors: z.array(
      z.object({
        file: z.string().nullable(),
        line: z.number().nullable(),
        column: z.number().nullable(),
        message: z.string(),
      })
    ),
    at: z.string(),
  }),
])
export type TaskEvent = z.infer<typeof taskEventSchema>
