import { z } from 'zod'

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>

/** GET /api/health/ready: this process may get traffic (503 with the reason otherwise). */
export const readyResponseSchema = z.object({ status: z.literal('ready') })
export type ReadyResponse = z.infer<typeof readyResponseSchema>

/** GET /preview-health: the preview origin's health URL, for /test-route. */
export const previewHealthResponseSchema = z.object({ url: z.string() })
export type PreviewHealthResponse = z.infer<typeof previewHealthResponseSchema>
