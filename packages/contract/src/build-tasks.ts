import { z } from 'zod'
import { idSchema } from './ids'
import { knowledgeRevisionsSchema } from './knowledge'

/** docs/product.md §4 build task status values. */
export const BUILD_TASK_STATUSES = [
  'PENDING',
  'RUNNING',
  'CODING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'UPLOADING_FILE',
  'HOSTING',
  'SELECTED_MCP',
  'PLANNING',
] as const
export const buildTaskStatusSchema = z.enum(BUILD_TASK_STATUSES)
export type BuildTaskStatus = z.infer<typeof buildTaskStatusSchema>

export const TERMINAL_STATUSES: readonly BuildTaskStatus[] = [
  'COMPLETED',
  'FAILED',
  'CANCELLED',
]
/** A task is in progress when its status is none of COMPLETED, FAILED, CANCELLED. */
export const isInProgress = (status: BuildTaskStatus) =>
  !TERMINAL_STATUSES.includes(status)

export const DEFAULT_PROJECT_NAME = 'Untitled Project'

/** What a model's tokens were spent on in a build. */
export const CHARGE_KINDS = ['plan', 'code', 'repair', 'retry'] as const

/**
 * What a finished build was charged and why: the tokens of each kind of
 * work, whether they were charged, and one readable line.
 */
export const creditChargesSchema = z.object({
  /** Credits taken for this build (after the reservation, capped by what was left). */
  credits: z.number().int().nonnegative(),
  /** E.g. "Charged 2 credits for planning and writing code (3,400 tokens). Not charged: …" */
  summary: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(CHARGE_KINDS),
      tokens: z.number().int().nonnegative(),
      charged: z.boolean(),
      /** Why these tokens are or are not charged. */
      reason: z.string(),
    })
  ),
})
export type CreditCharges = z.infer<typeof creditChargesSchema>

/** What the run check found when it opened a version in a headless browser. */
export const RUN_CHECK_STATUSES = ['passed', 'failed', 'skipped'] as const
export const runCheckSchema = z.object({
  /** skipped: the server has no browser (reason says so). */
  status: z.enum(RUN_CHECK_STATUSES),
  /** The routes opened, root first, and what went wrong on each. */
  routes: z.array(z.object({ path: z.string(), errors: z.array(z.string()) })),
  reason: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  /** GET /api/build_task/{taskId}/run_check/screenshot answers a JPEG of the root route. */
  hasScreenshot: z.boolean(),
})
export type RunCheck = z.infer<typeof runCheckSchema>

export const buildTaskSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  /** The project's name. */
  name: z.string(),
  prompt: z.string(),
  createdAt: z.string(),
  status: buildTaskStatusSchema,
  /** Version of the engine that made the task (semver). */
  buildTaskVersion: z.string(),
  model: z.object({ id: z.string(), label: z.string() }),
  /** 1 is the oldest version of the project. */
  versionNumber: z.number().int().positive(),
  parentTaskId: z.string().nullable(),
  previewUrl: z.string().nullable(),
  error: z.string().nullable(),
  creditsSpent: z.number().int().nonnegative(),
  usage: z.object({
    inputTokens: z.number().int().nonnegative(),
    outputTokens: z.number().int().nonnegative(),
    /** Input tokens read from the provider's prompt cache (part of inputTokens). */
    cachedInputTokens: z.number().int().nonnegative(),
  }),
  /** A "Try to fix" that costs no credits (the first fix of the version it names). */
  freeFix: z.boolean(),
  /** Set when the build has ended through the engine; null before and for older tasks. */
  charges: creditChargesSchema.nullable(),
  /** The project and account knowledge revisions an AI model was sent; null when none was (offline, hand edits, not started). */
  knowledgeRevisions: knowledgeRevisionsSchema.nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The run check of the version; null before it ran, for failed builds and older tasks. */
  runCheck: runCheckSchema.nullable(),
  /** In project lists (GET /new_build): the prompt that started the project. */
  firstPrompt: z.string().optional(),
})
export type BuildTask = z.infer<typeof buildTaskSchema>

const idListSchema = z.array(idSchema).max(50)

/** POST /build_task: a new project, or the next version of `projectId`. */
export const createBuildTaskBodySchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Please describe what to build.')
    .max(20_000, 'The prompt must be at most 20000 characters.'),
  projectId: idSchema.optional(),
  model: z.string().trim().min(1).max(200).optional(),
  preselectedMcpIds: idListSchema.optional(),
  preselectedApiIds: idListSchema.optional(),
  /**
   * "Try to fix": the version (of `projectId`) whose build or runtime error
   * this follow-up fixes. The first fix of a version costs no credits.
   */
  fixOf: idSchema.optional(),
})
export type CreateBuildTaskBody = z.infer<typeof createBuildTaskBodySchema>

export const taskIdParamsSchema = z.object({ taskId: idSchema })
export type TaskIdParams = z.infer<typeof taskIdParamsSchema>

/** GET /new_build: the latest task of each project, newest first. */
export const buildTaskListSchema = z.array(buildTaskSchema)

export const taskFileSchema = z.object({
  path: z.string(),
  content: z.string(),
})
export const taskFilesResponseSchema = z.object({
  taskId: z.string(),
  files: z.array(taskFileSchema),
})
export type TaskFilesResponse = z.infer<typeof taskFilesResponseSchema>

export const MESSAGE_KINDS = [
  'prompt',
  'plan',
  'reply',
  'status',
  'repair',
  'error',
  'edit',
  /** A call of an integration tool (MCP, Figma) and a short result. */
  'tool',
  /** A plan-mode answer: what the model would change; the user may edit it and build it. */
  'proposal',
  /** The run check: the routes opened in a browser and what it found. */
  'check',
] as const
export const threadMessageSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  kind: z.enum(MESSAGE_KINDS),
  content: z.string(),
  /** The status a `status` message records. */
  status: buildTaskStatusSchema.nullable(),
  /**
   * On the user's prompt: the credits its build cost (0 when refunded or
   * free, a plan included); null while the build runs and on other messages.
   */
  credits: z.number().int().nonnegative().nullable(),
  /**
   * On the user's prompt: who sent it (their name, else their e-mail); null
   * on other messages and when the account is gone.
   */
  authorName: z.string().nullable(),
  createdAt: z.string(),
})
export type ThreadMessage = z.infer<typeof threadMessageSchema>
export const threadResponseSchema = z.object({
  taskId: z.string(),
  projectId: z.string(),
  messages: z.array(threadMessageSchema),
})
export type ThreadResponse = z.infer<typeof threadResponseSchema>

export const modelSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  /** True when the user's own key for this provider pays: builds are not charged in Kiln credits. */
  ownKey: z.boolean().optional(),
  /** Why the model cannot be chosen (neither the operator nor the user has a key), e.g. "needs an Anthropic key" (keys are added in Settings). */
  unavailable: z.string().optional(),
})
export type Model = z.infer<typeof modelSchema>
export const modelsResponseSchema = z.object({
  models: z.array(modelSchema),
  defaultModelId: z.string(),
})
export type ModelsResponse = z.infer<typeof modelsResponseSchema>
