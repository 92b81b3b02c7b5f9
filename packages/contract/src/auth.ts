import { z } from 'zod'

/** Passwords: at least 8 characters; long ones are accepted whole. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 1024

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.email('Please enter a valid e-mail address.'))

export const passwordSchema = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`
  )
  .max(
    PASSWORD_MAX_LENGTH,
    `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`
  )

export const credentialsBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
})
export type CredentialsBody = z.infer<typeof credentialsBodySchema>

/** POST /auth/signup, POST /auth/login and the OIDC callback answer. */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
})
export type TokenPair = z.infer<typeof tokenPairSchema>

/**
 * POST /refresh-token (docs/product.md §7). Refresh tokens rotate: the answer carries
 * the next one, and the one sent stops working. Sending a used one again
 * ends that sign-in everywhere (reuse detection). Clients that keep the old
 * token "as it was" (docs/product.md §7) refresh once, then sign in again.
 */
export const refreshTokenBodySchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required.').max(512),
})
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>

export const refreshTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
  /** The next refresh token; store it in place of the one sent. */
  refreshToken: z.string(),
})
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>

/** GET /auth/logout (docs/product.md §7): `body` is a JSON string holding `redirectUrl`. */
export const logoutResponseSchema = z.object({ body: z.string() })
export type LogoutResponse = z.infer<typeof logoutResponseSchema>
export const logoutBodySchema = z.object({ redirectUrl: z.string() })

/** Claims of Kiln's access token. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  sid: z.string(),
})
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>

/** GET /auth/config: what the login page offers. */
export const authConfigSchema = z.object({
  oidcEnabled: z.boolean(),
  oidcName: z.string().optional(),
  /** SMTP is set up: sign-ups get a verification link, passwords can be reset by e-mail. */
  emailEnabled: z.boolean().optional(),
})
export type AuthConfig = z.infer<typeof authConfigSchema>

/**
 * GET /auth/oidc/start answer: where to send the browser. The answer also
 * sets an HttpOnly cookie binding the sign-in to this browser; the callback
 * refuses a state that this browser did not start.
 */
export const oidcStartResponseSchema = z.object({
  authorizationUrl: z.string(),
})
export const oidcCallbackBodySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
})
export type OidcCallbackBody = z.infer<typeof oidcCallbackBodySchema>

/** GET /auth/.well-known/jwks.json: public keys of access tokens. */
export const jwksResponseSchema = z.object({
  keys: z.array(z.record(z.string(), z.unknown())),
})
export type JwksResponse = z.infer<typeof jwksResponseSchema>
