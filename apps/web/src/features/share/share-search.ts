import { optionalText } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

export const shareSearchSchema = z.object({
  link: optionalText(),
})

export type ShareSearch = z.infer<typeof shareSearchSchema>
