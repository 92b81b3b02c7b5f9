import { optionalText, searchSchema } from '@/lib/search/search-fields'

/** The OIDC provider's answer on /login-auth. */
export const loginAuthSearchSchema = searchSchema({
  code: optionalText(),
  state: optionalText(),
  error: optionalText(),
  error_description: optionalText(),
})
