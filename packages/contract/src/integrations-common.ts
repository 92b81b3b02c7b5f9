import { z } from 'zod'
import { idSchema } from './ids'

/** What MCP servers and custom APIs share (docs/product.md §5, §7). Paths are under /api. */

export const integrationIdParamsSchema = z.object({ id: idSchema })
export type IntegrationIdParams = z.infer<typeof integrationIdParamsSchema>

export const CONNECTION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES)
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

/** Accepts an empty or missing body for the POST /search/* calls. */
export const searchBodySchema = z
  .object({ query: z.string().max(200).optional() })
  .nullish()

export const deleteIntegrationResponseSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
})
export type DeleteIntegrationResponse = z.infer<
  typeof deleteIntegrationResponseSchema
>
