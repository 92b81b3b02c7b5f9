import { z } from 'zod'

const optionalString = z.string().optional().catch(undefined)

/** The OIDC provider's answer on /login-auth. */
export const loginAuthSearchSchema = z.object({
  code: optionalString,
  state: optionalString,
  error: optionalString,
  error_description: optionalString,
})
