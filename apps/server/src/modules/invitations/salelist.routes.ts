import {
  salelistAddBodySchema,
  salelistEmailParamsSchema,
  salelistEntrySchema,
  salelistResponseSchema,
  salelistValidateBodySchema,
  salelistValidateResponseSchema,
} from '@kiln/contract/invitations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)

/** /api/salelist/validate and the admin's /api/admin/salelist. */
export const salelistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { salelist } = app.services
  await salelist.seed()
  requireSignIn(app)

  app.post(
    '/salelist/validate',
    {
      schema: {
        body: salelistValidateBodySchema,
        response: { 200: salelistValidateResponseSchema, ...errors },
      },
    },
    async (request) =>
      salelist.validate(currentUser(request), request.body.email)
  )

  app.get(
    '/admin/salelist',
    { schema: { response: { 200: salelistResponseSchema, ...errors } } },
    async (request) => salelist.list(currentUser(request))
  )

  app.post(
    '/admin/salelist',
    {
      schema: {
        body: salelistAddBodySchema,
        response: { 201: salelistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await salelist.add(currentUser(request), request.body.email)
      reply.code(201)
      return entry
    }
  )

  app.delete(
    '/admin/salelist/:email',
    {
      schema: {
        params: salelistEmailParamsSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      salelist.remove(currentUser(request), request.params.email)
  )
}
