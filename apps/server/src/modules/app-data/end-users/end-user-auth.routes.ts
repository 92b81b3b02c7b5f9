import {
  endUserAuthResponseSchema,
  endUserCredentialsSchema,
  endUserMeResponseSchema,
  signedOutResponseSchema,
} from '@kiln/contract/app-data'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../lib/error-responses'
import type { RateLimiter } from '../../auth'
import { bearerToken } from './bearer'
import type { EndUsersService } from './end-users.service'

const errors = errorResponses(400, 401, 404, 409, 413, 429)
const PER_IP = { max: 60, windowMs: 60_000 }
const PER_EMAIL = { max: 10, windowMs: 60_000 }

/** /data/auth/v1: end users of the host's project; bearer tokens. */
export const endUserAuthRoutes: FastifyPluginAsyncZod<{
  endUsers: EndUsersService
  limiter: RateLimiter
  /** Whose end users (`Actor.dataKey`). */
  dataKeyOf: (request: FastifyRequest) => string
}> = async (app, { endUsers, limiter, dataKeyOf }) => {
  const limit = async (request: {
    ip: string
    previewProjectId: string
    body: unknown
  }) => {
    const email = String((request.body as { email?: unknown }).email ?? '')
    const scope = `app-auth:${request.previewProjectId}:${request.ip}`
    limiter.hit(scope, PER_IP)
    limiter.hit(`${scope}:${email.toLowerCase()}`, PER_EMAIL)
  }
  const schema = {
    body: endUserCredentialsSchema,
    response: {
      200: endUserAuthResponseSchema,
      201: endUserAuthResponseSchema,
      ...errors,
    },
  }

  app.post('/signup', { schema, preHandler: limit }, async (request, reply) => {
    const { email, password } = request.body
    const projectId = request.previewProjectId
    return reply
      .code(201)
      .send(
        await endUsers.signUp(
          { projectId, dataKey: dataKeyOf(request) },
          email,
          password
        )
      )
  })

  app.post('/signin', { schema, preHandler: limit }, async (request) => {
    const { email, password } = request.body
    return endUsers.signIn(dataKeyOf(request), email, password)
  })

  app.post(
    '/signout',
    { schema: { response: { 200: signedOutResponseSchema, ...errors } } },
    async (request) =>
      endUsers.signOut(dataKeyOf(request), bearerToken(request))
  )

  app.get(
    '/me',
    { schema: { response: { 200: endUserMeResponseSchema, ...errors } } },
    async (request) => endUsers.me(dataKeyOf(request), bearerToken(request))
  )
}
