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
import { createUsersRepo } from '../users/users.repo'
import {
  DEFAULT_AUTH_RATE_LIMITS,
  limitAuthAttempts,
  type AuthRateLimits,
} from './auth-rate-limits'
import { createAuthService } from './auth.service'
import { oidcRoutes } from './oidc.routes'
import { createPasswordHasher, type PasswordHashingParams } from './passwords'
import { createRateLimiter } from './rate-limiter'
import { createSessionsRepo } from './sessions.repo'

export type AuthModuleOptions = {
  passwordHashing?: PasswordHashingParams
  rateLimits?: AuthRateLimits
}

/** Identity: /api/auth/* and /api/refresh-token (mounted at /api). */
export const authRoutes: FastifyPluginAsyncZod<AuthModuleOptions> = async (
  app,
  options
) => {
  const service = createAuthService({
    usersRepo: createUsersRepo(app.db),
    sessionsRepo: createSessionsRepo(app.db),
    passwords: createPasswordHasher(options.passwordHashing),
    tokens: app.tokens,
    now: app.now,
  })
  const limiter = createRateLimiter(() => app.now().getTime())
  const limits = options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS
  const errors = { 400: errorBodySchema, 429: errorBodySchema }

  app.post(
    '/auth/signup',
    {
      schema: {
        body: credentialsBodySchema,
        response: { 201: tokenPairSchema, 409: errorBodySchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'signup'),
    },
    async (request, reply) =>
      reply.code(201).send(await service.signup(request.body))
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
    async (request) => service.login(request.body)
  )

  app.post(
    '/refresh-token',
    {
      schema: {
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
      await service.logout(currentUser(request).sid)
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
    async () =>
      app.config.oidc
        ? { oidcEnabled: true, oidcName: app.config.oidc.name }
        : { oidcEnabled: false }
  )

  await app.register(oidcRoutes, { signInExternal: service.signInExternal })
}
