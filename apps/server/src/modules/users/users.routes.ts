import {
  createUserBodySchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  userProfileResponseSchema,
} from '@kiln/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

/** /api/users: the signed-in user's own account only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users
  requireSignIn(app)
  const response = {
    200: userProfileResponseSchema,
    ...errorResponses(400, 401, 403, 404),
  }

  app.post(
    '/',
    { schema: { body: createUserBodySchema, response } },
    async (request) => ({
      success: true as const,
      user: await service.ensureUser(currentUser(request), request.body.userId),
    })
  )

  app.get(
    '/:userId/profile',
    { schema: { params: userIdParamsSchema, response } },
    async (request) => ({
      success: true as const,
      user: await service.getProfile(
        currentUser(request),
        request.params.userId
      ),
    })
  )

  app.put(
    '/:userId/profile',
    {
      schema: {
        params: userIdParamsSchema,
        body: updateProfileBodySchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.updateProfile(
        currentUser(request),
        request.params.userId,
        request.body
      ),
    })
  )
}
