import {
  adminCreditsBodySchema,
  adminOverviewSchema,
  adminPlanBodySchema,
  adminUserQuerySchema,
  adminUserResponseSchema,
} from '@kiln/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const response = {
  200: adminUserResponseSchema,
  ...errorResponses(400, 401, 403, 404),
}

/** /api/admin: users' plans and credits, and the instance's overview, for ADMIN_EMAILS only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin
  requireSignIn(app)
  app.addHook('preValidation', async (request) => {
    await app.services.access.requireAdmin(currentUser(request))
  })

  app.get(
    '/users',
    { schema: { querystring: adminUserQuerySchema, response } },
    async (request) => service.findByEmail(request.query.email)
  )

  app.get(
    '/overview',
    {
      schema: {
        response: {
          200: adminOverviewSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async () => app.services.adminOverview.overview()
  )

  app.post(
    '/credits',
    { schema: { body: adminCreditsBodySchema, response } },
    async (request) => service.changeCredits(currentUser(request), request.body)
  )

  app.post(
    '/plan',
    { schema: { body: adminPlanBodySchema, response } },
    async (request) => service.setPlan(currentUser(request), request.body)
  )
}
