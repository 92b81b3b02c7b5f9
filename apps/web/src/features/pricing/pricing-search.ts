import { z } from 'zod'

const stringOrIgnored = z.string().optional().catch(undefined)

/** /pricing: success, canceled and plan are kept only when strings (SPEC §2). */
export const pricingSearchSchema = z.object({
  success: stringOrIgnored,
  canceled: stringOrIgnored,
  plan: stringOrIgnored,
})

export type PricingSearch = z.infer<typeof pricingSearchSchema>
