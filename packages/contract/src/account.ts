import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'

/** One sign-in of the user (GET /auth/sessions). */
export const sessionSchema = z.object({
  id: z.string(),
  /** The User-Agent that signed in, or null when it sent none. */
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** When this sign-in ends at the latest, however often it refreshes. */
  expiresAt: z.iso.datetime(),
  /** The session of the access token that asked. */
  current: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) })
export type SessionList = z.infer<typeof sessionListSchema>

export const sessionIdParamsSchema = z.object({
  sessionId: z.string().min(1).max(100),
})

/** DELETE /auth/sessions: sign out everywhere, or everywhere else. */
export const endSessionsQuerySchema = z.object({
  keepCurrent: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})
export const endedSessionsSchema = z.object({
  /** How many sign-ins were ended. */
  ended: z.number().int().nonnegative(),
})
export type EndedSessions = z.infer<typeof endedSessionsSchema>

/** POST /auth/password: change the password of the signed-in account. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required.').max(1024),
  newPassword: passwordSchema,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

/** POST /auth/password-reset: ask for a reset link by e-mail. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema })
export type PasswordResetRequestBody = z.infer<
  typeof passwordResetRequestBodySchema
>

/** A token from an e-mail link (`…#token=…`). */
export const emailLinkTokenSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{43}$/, 'This link is not valid. Please ask for a new one.')

/** POST /auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBodySchema = z.object({
  token: emailLinkTokenSchema,
  newPassword: passwordSchema,
})
export type PasswordResetConfirmBody = z.infer<
  typeof passwordResetConfirmBodySchema
>

/** POST /auth/verify-email: the token of the verification link. */
export const verifyEmailBodySchema = z.object({ token: emailLinkTokenSchema })
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>

/** A plain confirmation to show the user. */
export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/** An external sign-in (OIDC) linked to the account. */
export const linkedIdentitySchema = z.object({
  id: z.string(),
  /** The provider's name (OIDC_NAME). */
  provider: z.string(),
  email: z.string().nullable(),
  linkedAt: z.iso.datetime(),
})

/** GET /auth/account: how the signed-in account signs in. */
export const accountSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  identities: z.array(linkedIdentitySchema),
})
export type Account = z.infer<typeof accountSchema>

export const identityIdParamsSchema = z.object({
  identityId: z.string().min(1).max(100),
})

/** POST routes that take nothing: an empty object or no body. */
export const noBodySchema = z.object({}).nullish()
