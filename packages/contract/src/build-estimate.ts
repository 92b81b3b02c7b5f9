import { z } from 'zod'
import { idSchema } from './ids'

/** Whether a message builds a version or only asks for a plan. */
export const PROMPT_MODES = ['build', 'plan'] as const
export type PromptMode = (typeof PROMPT_MODES)[number]

/** POST /build_project/estimate: what sending this prompt would cost. */
export const estimateBodySchema = z.object({
  projectId: idSchema.optional(),
  prompt: z
    .string()
    .max(20_000, 'The prompt must be at most 20000 characters.'),
  model: z.string().trim().min(1).max(200).optional(),
  mode: z.enum(PROMPT_MODES).default('build'),
})
export type EstimateBody = z.input<typeof estimateBodySchema>

export const estimateSchema = z.object({
  /** Credits the message is expected to cost. */
  credits: z.number().int().nonnegative(),
  /** The tokens the estimate assumes. */
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** One line on what the figure rests on, e.g. "Plans are free." */
  basis: z.string(),
})
export type Estimate = z.infer<typeof estimateSchema>

/** POST /build_project/plan: a plan of a change, no file written. */
export const planBodySchema = z.object({
  projectId: idSchema,
  prompt: z
    .string()
    .trim()
    .min(1, 'Please describe what to plan.')
    .max(20_000, 'The prompt must be at most 20000 characters.'),
  model: z.string().trim().min(1).max(200).optional(),
})
export type PlanBody = z.infer<typeof planBodySchema>
