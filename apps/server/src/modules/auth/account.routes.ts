import {
  accountSchema,
  changePasswordBodySchema,
  endedSessionsSchema,
  endSessionsQuerySchema,
  identityIdParamsSchema,
  messageResponseSchema,
  noBodySchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  sessionIdParamsSchema,
  sessionListSchema,
  verifyEmailBodySchema,
} from '@kiln/contract/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import type { AccountService } from './account.service'
import { limitAuthAttempts, type AuthRateLimits } from './auth-rate-limits'
import type { RateLimiter } from './rate-limiter'

/**
 * The signed-in account (e-mail, password, linked sign-ins), its sessions,
 * and the e-mail links (verification, password reset). Mounted at /api.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  service: AccountService
  limiter: RateLimiter
  limits: AuthRateLimits
}> = async (app, { service, limiter, limits }) => {
  const errors = errorResponses(400, 401, 404, 409, 429)
  const signedIn = { onRequest: app.authenticate }

  app.get(
    '/auth/account',
    {
      ...signedIn,
      schema: {
        description:
          'How the signed-in account signs in: e-mail (and whether it is confirmed), password, linked providers.',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => service.account(currentUser(request))
  )

  app.delete(
    '/auth/identities/:identityId',
    {
      ...signedIn,
      schema: {
        description: 'Unlinks a provider from the account.',
        params: identityIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.unlinkIdentity(currentUser(request), request.params.identityId)
  )

  app.get(
    '/auth/sessions',
    {
      ...signedIn,
      schema: {
        description:
          'The live sign-ins of the account, most recently used first; `current` marks the one asking.',
        response: { 200: sessionListSchema, ...errors },
      },
    },
    async (request) => ({
      sessions: await service.listSessions(currentUser(request)),
    })
  )

  app.delete(
    '/auth/sessions/:sessionId',
    {
      ...signedIn,
      schema: {
        description:
          'Signs one session out at once: its access and refresh tokens stop working.',
        params: sessionIdParamsSchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) =>
      service.endSession(currentUser(request), request.params.sessionId)
  )

  app.delete(
    '/auth/sessions',
    {
      ...signedIn,
      schema: {
        description:
          'Signs out everywhere (with keepCurrent=true: everywhere but here).',
        querystring: endSessionsQuerySchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) =>
      service.endAllSessions(currentUser(request), request.query.keepCurrent)
  )

  app.post(
    '/auth/password',
    {
      ...signedIn,
      schema: {
        description:
          'Changes the password; needs the current one. Every other session ends.',
        body: changePasswordBodySchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
      preHandler: async (request) =>
        limiter.hit(
          `password-change:user:${currentUser(request).id}`,
          limits.perIpAndEmail
        ),
    },
    async (request) =>
      service.changePassword(currentUser(request), request.body)
  )

  app.post(
    '/auth/password-reset',
    {
      schema: {
        description:
          'Sends a password reset link to the e-mail if it has an account; the answer is the same either way. 404 when the server has no SMTP.',
        body: passwordResetRequestBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'password-reset'),
    },
    async (request, reply) =>
      reply.code(202).send(service.requestPasswordReset(request.body.email))
  )

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        description:
          'Sets a new password with the token of a reset link (single use, 30 minutes), confirms the e-mail and ends every session.',
        body: passwordResetConfirmBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'password-reset-confirm'),
    },
    async (request) => service.resetPassword(request.body)
  )

  app.post(
    '/auth/verify-email',
    {
      schema: {
        description:
          'Confirms the e-mail address with the token of a verification link (single use, 24 hours).',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: limitAuthAttempts(limiter, limits, 'verify-email'),
    },
    async (request) => service.verifyEmail(request.body.token)
  )

  app.post(
    '/auth/verify-email/resend',
    {
      ...signedIn,
      schema: {
        description: 'Sends the signed-in user a new verification link.',
        body: noBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: async (request) =>
        limiter.hit(`verify-resend:user:${currentUser(request).id}`, {
          max: 5,
          windowMs: 60 * 60 * 1000,
        }),
    },
    async (request) => service.resendVerification(currentUser(request))
  )
}
