import {
  optionalText,
  searchSchema,
  type SearchOutput,
} from '@/lib/search/search-fields'

const fields = { link: optionalText() }

export const shareSearchSchema = searchSchema(fields)

export type ShareSearch = SearchOutput<typeof fields>
