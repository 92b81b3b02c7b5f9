import { z } from 'zod'

export const shareSearchSchema = z.object({
  link: z.string().optional().catch(undefined),
})

export type ShareSearch = z.infer<typeof shareSearchSchema>
