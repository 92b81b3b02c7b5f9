import { z } from 'zod'
import { buildTaskSchema } from './build-tasks'
import { idSchema } from './ids'

/** POST /build_project/rename */
export const renameProjectBodySchema = z.object({
  projectId: idSchema,
  name: z
    .string()
    .trim()
    .min(1, 'The project name cannot be empty.')
    .max(100, 'The project name must be at most 100 characters.'),
})
export type RenameProjectBody = z.infer<typeof renameProjectBodySchema>

export const projectSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  headTaskId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Project = z.infer<typeof projectSchema>

export const renameProjectResponseSchema = z.object({
  success: z.literal(true),
  project: projectSchema,
})

export const projectIdParamsSchema = z.object({ projectId: idSchema })
export const deleteProjectResponseSchema = z.object({
  success: z.literal(true),
  projectId: z.string(),
})

/** POST /build_task/version_control/list_history: by project or by task. */
export const listHistoryBodySchema = z.union([
  z.object({ projectId: idSchema }),
  z.object({ taskId: idSchema }),
])
export type ListHistoryBody = z.infer<typeof listHistoryBodySchema>

export const listHistoryResponseSchema = z.object({
  tasksHistory: z.array(
    z.object({
      buildTask: buildTaskSchema,
      versionNumber: z.number().int().positive(),
      /** Who asked for the version (name, else e-mail); null when the account is gone. */
      authorName: z.string().nullable(),
    })
  ),
  /** The project's head: the version the next follow-up builds on. */
  activeTaskId: z.string().nullable(),
})
export type ListHistoryResponse = z.infer<typeof listHistoryResponseSchema>

/** POST /build_task/version_control/reset_head */
export const resetHeadBodySchema = z.object({
  projectId: idSchema,
  taskId: idSchema,
})
export type ResetHeadBody = z.infer<typeof resetHeadBodySchema>
export const resetHeadResponseSchema = z.object({
  success: z.literal(true),
  activeTaskId: z.string(),
})
