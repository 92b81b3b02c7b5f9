import {
  apiResponseSchema,
  createApiBodySchema,
  deleteIntegrationResponseSchema,
  integrationIdParamsSchema,
  searchApisResponseSchema,
  searchBodySchema,
  testApiResponseSchema,
  updateApiBodySchema,
} from '@kiln/contract/integrations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404, 413, 422, 429)
/** An OpenAPI document of up to 1 MB travels inside the JSON body. */
const bodyLimit = 1_200_000

/** /api/search/apis and /api/apis: custom API integrations. */
export const apisRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.apis
  requireSignIn(app)
  const idParams = { params: integrationIdParamsSchema }

  app.post(
    '/search/apis',
    {
      schema: {
        body: searchBodySchema,
        response: { 200: searchApisResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await service.search(currentUser(request)) })
  )

  app.post(
    '/apis',
    {
      bodyLimit,
      schema: {
        body: createApiBodySchema,
        response: { 201: apiResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const api = await service.create(currentUser(request), request.body)
      return reply.code(201).send({ success: true as const, api })
    }
  )

  app.patch(
    '/apis/:id',
    {
      bodyLimit,
      schema: {
        ...idParams,
        body: updateApiBodySchema,
        response: { 200: apiResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      api: await service.update(
        currentUser(request),
        request.params.id,
        request.body
      ),
    })
  )

  app.delete(
    '/apis/:id',
    {
      schema: {
        ...idParams,
        response: { 200: deleteIntegrationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      _id: await service.remove(currentUser(request), request.params.id),
    })
  )

  app.post(
    '/apis/:id/test',
    {
      schema: {
        ...idParams,
        body: searchBodySchema,
        response: { 200: testApiResponseSchema, ...errors },
      },
    },
    async (request) => service.test(currentUser(request), request.params.id)
  )
}
