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
import { limitAuthAttempts } from './auth-rate-limits'
import { oidcRoutes } from './oidc.routes'
import { signInClient } from './sign-in-client'

/** Identity: /api/auth/* and /api/refresh-token (mounted at /api). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyCookie)
  const identity = app.services.identity
  const { auth: service, limiter, limits } = identity
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
      const answer = await identity.logout(user.sid)
      app.userWrote(user.id)
      return answer
    }
  )

  app.get(
    '/auth/.well-known/jwks.json',
    { schema: { response: { 200: jwksResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return identity.jwks
    }
  )

  app.get(
    '/auth/config',
    { schema: { response: { 200: authConfigSchema } } },
    async () => identity.config()
  )

  await app.register(accountRoutes, {
    service: identity.account,
    limiter,
    limits,
  })
  await app.register(oidcRoutes, { oidc: identity.oidc })
}
