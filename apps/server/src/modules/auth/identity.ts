import type { AuthConfig } from '@kiln/contract/auth'
import type { Env } from '../../config/env'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { UserAccounts } from '../users'
import { createAccountService } from './account.service'
import {
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimits,
} from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { createEmailTokensRepo } from './email-tokens.repo'
import { createIdentitiesRepo } from './identities.repo'
import { createLoginBackoff, DEFAULT_LOGIN_BACKOFF } from './login-backoff'
import { createMailer } from './mailer'
import { createOidcAccounts } from './oidc-accounts'
import { createOidcStatesRepo } from './oidc-states.repo'
import { createOidcService, type OidcService } from './oidc.service'
import { createPasswordHasher, type PasswordHashingParams } from './passwords'
import { createRateLimiter } from './rate-limiter'
import { createSessionsRepo } from './sessions.repo'
import type { SigningKeys } from './signing-keys'
import { createTokenService } from './tokens'

export type IdentityDeps = {
  db: Database
  env: Pick<Env, 'publicUrl' | 'oidc' | 'smtp'>
  usersRepo: UserAccounts
  /** ES256 keys for access tokens (loadSigningKeys). */
  keys: SigningKeys
  /** Tests pass cheaper argon2 parameters; default OWASP's. */
  passwordHashing?: PasswordHashingParams
  rateLimits?: AuthRateLimits
  now: () => Date
  /** Failures of mail sent after the answer (never with the link in it). */
  logError: (error: unknown, message: string) => void
}

/**
 * Who is who, for the API: access tokens, password sign-in and sign-up,
 * the account (e-mail links, sessions, linked sign-ins) and OpenID Connect
 * when OIDC_ISSUER is set. Built once by `createApiServices` (src/services.ts).
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, env, usersRepo, now } = deps
  const tokens = createTokenService({
    keys: deps.keys,
    issuer: env.publicUrl,
    now,
  })
  const sessionsRepo = createSessionsRepo(db)
  const identitiesRepo = createIdentitiesRepo(db)
  const passwords = createPasswordHasher(deps.passwordHashing)
  const mailer = env.smtp && createMailer(env.smtp)
  const limits = deps.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS
  const loginBackoff = createLoginBackoff(
    limits.perAccount ?? DEFAULT_LOGIN_BACKOFF,
    () => now().getTime()
  )
  const account = createAccountService({
    db,
    usersRepo,
    sessionsRepo,
    emailTokensRepo: createEmailTokensRepo(db),
    identitiesRepo,
    passwords,
    mailer,
    publicUrl: env.publicUrl,
    providerName: env.oidc?.name,
    now,
    onPasswordReset: loginBackoff.clear,
    logError: deps.logError,
  })
  const auth = createAuthService({
    db,
    usersRepo,
    sessionsRepo,
    passwords,
    tokens,
    now,
    loginBackoff,
    onSignedUp: account.afterSignup,
  })
  const settings = env.oidc
  const oidc =
    settings &&
    createOidcService({
      settings,
      redirectUri: `${env.publicUrl}/login-auth`,
      statesRepo: createOidcStatesRepo(db),
      accounts: createOidcAccounts({
        providerName: settings.name,
        usersRepo,
        identitiesRepo,
        sessionsRepo,
        auth,
        emailVerificationOn: Boolean(env.smtp),
        now,
      }),
      now,
    })
  const oidcEnabled = () => {
    if (oidc) return oidc
    throw new AppError('NOT_FOUND', {
      message: 'Single sign-on is not configured on this server.',
    })
  }

  return {
    tokens,
    auth,
    account,
    /** Sign-in and sign-up attempts per address (and e-mail). */
    limiter: createRateLimiter(() => now().getTime()),
    limits,
    jwks: { keys: [deps.keys.publicJwk] },
    /** What the sign-in page offers. */
    config: (): AuthConfig => ({
      oidcEnabled: Boolean(settings),
      ...(settings ? { oidcName: settings.name } : {}),
      emailEnabled: Boolean(mailer),
    }),
    /** Ends the session; the browser goes to the sign-in page. */
    async logout(sessionId: string) {
      await auth.logout(sessionId)
      const redirectUrl = `${env.publicUrl}/login`
      return { body: JSON.stringify({ redirectUrl }) }
    },
    /** OpenID Connect; 404 when it is not configured. */
    oidc: {
      start: (...args: Parameters<OidcService['start']>) =>
        oidcEnabled().start(...args),
      callback: (...args: Parameters<OidcService['callback']>) =>
        oidcEnabled().callback(...args),
    },
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
