import { z } from 'zod'
import type { BuildPayer } from '../../provider-keys'

/** Who pays for the build's model calls, as decided when it was accepted. */
export const buildPayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('operator') }),
  z.object({
    kind: z.literal('own-key'),
    provider: z.string(),
    fingerprint: z.string(),
  }),
]) satisfies z.ZodType<BuildPayer>

/**
 * What a build-task job carries: the task it builds and who pays for it
 * (jobs queued before the payer was recorded have none).
 */
export const buildTaskPayloadSchema = z.object({
  taskId: z.string(),
  payer: buildPayerSchema.optional(),
})
export type BuildTaskPayload = z.infer<typeof buildTaskPayloadSchema>
