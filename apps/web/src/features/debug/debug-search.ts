import { optionalText, searchSchema } from '@/lib/search/search-fields'

export const debugTaskSearchSchema = searchSchema({ taskId: optionalText() })
