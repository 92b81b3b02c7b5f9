import { z } from 'zod'

/** GET /build_task/{id}/debug: what happened during a build (owner only). */
export const taskDebugSchema = z.object({
  taskId: z.string(),
  status: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  events: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      data: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    })
  ),
  /** Each status the task entered, with the time until the next one. */
  steps: z.array(
    z.object({
      status: z.string(),
      startedAt: z.string(),
      durationMs: z.number().nullable(),
    })
  ),
  jobs: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      attempts: z.number(),
      maxAttempts: z.number(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
  ),
  errors: z.array(z.string()),
})
export type TaskDebug = z.infer<typeof taskDebugSchema>
