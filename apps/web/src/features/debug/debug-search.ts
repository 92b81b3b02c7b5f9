import { optionalText } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

export const debugTaskSearchSchema = z.object({ taskId: optionalText() })
