import fastifyCookie from '@fastify/cookie'
import {
  authConfigSchema,
  credentialsBodySchema,
  jwksResponseSchema,
  logoutResponseSchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  tokenPairSchema,
} from '@kiln/contract/auth'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { accountRoutes } from './account.routes'
import { createAccountService } from './account.service'
import {
  DEFAULT_AUTH_RATE_LIMITS,
  limitAuthAttempts,
  type AuthRateLimits,
} from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { createEmailTokensRepo } from './email-tokens.repo'
import { createIdentitiesRepo } from './identities.repo'
import { createLoginBackoff, DEFAULT_LOGIN_BACKOFF } from './login-backoff'
import { createMailer } from './mailer'
import { oidcRoutes } from './oidc.routes'
import { createPasswordHasher, type PasswordHashingParams } from './passwords'
import { createRateLimiter } from './rate-limiter'
import { createSessionsRepo } from './sessions.repo'
import { signInClient } from './sign-in-client'

export type AuthModuleOptions = {
  passwordHashing?: PasswordHashingParams
  rateLimits?: AuthRateLimits
}

/** Identity: /api/auth/* and /api/refresh-token (mounted at /api). */
export const authRoutes: FastifyPluginAsyncZod<AuthModuleOptions> = async (
  app,
  options
) => {
  await app.register(fastifyCookie)
  const usersRepo = app.services.users.accounts
  const sessionsRepo = createSessionsRepo(app.db)
  const passwords = createPasswordHasher(options.passwordHashing)
  const mailer = app.config.smtp && createMailer(app.config.smtp)
  const limits = options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS
  const loginBackoff = createLoginBackoff(
    limits.perAccount ?? DEFAULT_LOGIN_BACKOFF,
    () => app.now().getTime()
  )
  const account = createAccountService({
    db: app.db,
    usersRepo,
    sessionsRepo,
    emailTokensRepo: createEmailTokensRepo(app.db),
    identitiesRepo: createIdentitiesRepo(app.db),
    passwords,
    mailer,
    publicUrl: app.config.publicUrl,
    providerName: app.config.oidc?.name,
    now: app.now,
    onPasswordReset: loginBackoff.clear,
    logError: (error, message) => app.log.error({ err: error }, message),
  })
  const service = createAuthService({
    db: app.db,
    usersRepo,
    sessionsRepo,
    passwords,
    tokens: app.tokens,
    now: app.now,
    loginBackoff,
    onSignedUp: account.afterSignup,
  })
  const limiter = createRateLimiter(() => app.now().getTime())
  const errors = errorResponses(400, 429)

  app.post(
    '/auth/signup',
    {
      schema: {
        description:
          'Creates a password account and signs it in. With SMTP set up, a link to confirm the e-mail is sent.',
        body: credentialsBodySchema,
        response: { 201: tokenPairSchema, 409: errorBodySchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'signup'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.signup(request.body, signInClient(request)))
  )

  app.post(
    '/auth/login',
    {
      schema: {
        body: credentialsBodySchema,
        response: { 200: tokenPairSchema, 401: errorBodySchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'login'),
    },
    async (request) => service.login(request.body, signInClient(request))
  )

  app.post(
    '/refresh-token',
    {
      schema: {
        description:
          'Rotates the refresh token: answers a new access token and the next refresh token; the one sent stops working. Sending a used refresh token again ends that session.',
        body: refreshTokenBodySchema,
        response: { 200: refreshTokenResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.refresh(request.body.refreshToken)
  )

  app.get(
    '/auth/logout',
    {
      schema: { response: { 200: logoutResponseSchema, 401: errorBodySchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request)
      await service.logout(user.sid)
      app.userWrote(user.id)
      const redirectUrl = `${app.config.publicUrl}/login`
      return { body: JSON.stringify({ redirectUrl }) }
    }
  )

  app.get(
    '/auth/.well-known/jwks.json',
    { schema: { response: { 200: jwksResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return app.jwks
    }
  )

  app.get(
    '/auth/config',
    { schema: { response: { 200: authConfigSchema } } },
    async () => ({
      oidcEnabled: Boolean(app.config.oidc),
      ...(app.config.oidc ? { oidcName: app.config.oidc.name } : {}),
      emailEnabled: Boolean(mailer),
    })
  )

  await app.register(accountRoutes, { service: account, limiter, limits })
  await app.register(oidcRoutes, { auth: service })
}
