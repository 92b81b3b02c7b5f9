import { credentialsBodySchema } from '@kiln/contract/auth'
import { z } from 'zod'

/** Sign-up checks the full password rules of the contract. */
export const signupFormSchema = credentialsBodySchema

/** Log-in only needs a password to send; the server judges it. */
export const loginFormSchema = credentialsBodySchema.extend({
  password: z.string().min(1, 'Please enter your password.'),
})

export type CredentialsSchema = typeof signupFormSchema | typeof loginFormSchema
