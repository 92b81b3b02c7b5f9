import { optionalString } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

/** /pricing: success, canceled and plan are kept only when strings (SPEC §2). */
export const pricingSearchSchema = z.object({
  success: optionalString(),
  canceled: optionalString(),
  plan: optionalString(),
})

export type PricingSearch = z.infer<typeof pricingSearchSchema>
