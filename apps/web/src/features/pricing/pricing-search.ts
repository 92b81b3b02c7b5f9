import {
  optionalString,
  searchSchema,
  type SearchOutput,
} from '@/lib/search/search-fields'

const fields = {
  success: optionalString(),
  canceled: optionalString(),
  plan: optionalString(),
}

/** /pricing: success, canceled and plan are kept only when strings (docs/product.md §2). */
export const pricingSearchSchema = searchSchema(fields)

export type PricingSearch = SearchOutput<typeof fields>
