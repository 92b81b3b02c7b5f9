import {
  credentialsBodySchema,
  type CredentialsBody,
} from '@kiln/contract/auth'
import { z } from 'zod'

export type CredentialsErrors = Partial<Record<keyof CredentialsBody, string>>

/** The body to send, or the first error of each field. */
export type CredentialsCheck =
  | { body: CredentialsBody; errors?: undefined }
  | { body?: undefined; errors: CredentialsErrors }

type CredentialsSchema = typeof credentialsBodySchema

/** Sign-up checks the full password rules of the contract. */
const signupFormSchema = credentialsBodySchema

/** Log-in only needs a password to send; the server judges it. */
const loginFormSchema = credentialsBodySchema.extend({
  password: z.string().min(1, 'Please enter your password.'),
})

function check(
  schema: CredentialsSchema | typeof loginFormSchema,
  input: unknown
): CredentialsCheck {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { body: parsed.data }
  const { fieldErrors } = z.flattenError(parsed.error)
  return {
    errors: {
      email: fieldErrors.email?.[0],
      password: fieldErrors.password?.[0],
    },
  }
}

export const checkSignup = (input: unknown) => check(signupFormSchema, input)
export const checkLogin = (input: unknown) => check(loginFormSchema, input)
