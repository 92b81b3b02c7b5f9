import { optionalText } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

/** The OIDC provider's answer on /login-auth. */
export const loginAuthSearchSchema = z.object({
  code: optionalText(),
  state: optionalText(),
  error: optionalText(),
  error_description: optionalText(),
})
