import {
  codeBodySchema,
  codeIdParamsSchema,
  generateCodesBodySchema,
  generateCodesResponseSchema,
  invitationCodeSchema,
  invitationCodesResponseSchema,
  redeemCodeResponseSchema,
  validateCodeResponseSchema,
} from '@kiln/contract/invitations'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404, 409, 410)

/** /api/invitation-codes: managed by allow-listed users, redeemed by anyone signed in. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invitations
  const { access } = app.services
  requireSignIn(app)
  const allowListed = async (request: Parameters<typeof currentUser>[0]) => {
    const caller = currentUser(request)
    await access.requireAllowListed(caller)
    return caller
  }

  app.post(
    '/generate',
    {
      schema: {
        body: generateCodesBodySchema,
        response: { 201: generateCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request)
      const rights = await access.requireAllowListed(caller)
      reply.code(201)
      return service.generate(caller, request.body, rights.admin)
    }
  )

  app.get(
    '/',
    { schema: { response: { 200: invitationCodesResponseSchema, ...errors } } },
    async (request) => ({
      codes: await service.list(await allowListed(request)),
    })
  )

  app.post(
    '/:id/revoke',
    {
      schema: {
        params: codeIdParamsSchema,
        response: { 200: invitationCodeSchema, ...errors },
      },
    },
    async (request) =>
      service.revoke(await allowListed(request), request.params.id)
  )

  app.post(
    '/validate',
    {
      schema: {
        body: codeBodySchema,
        response: { 200: validateCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowListed(request)
      return service.validate(request.body.code)
    }
  )

  app.post(
    '/redeem',
    {
      schema: {
        body: codeBodySchema,
        response: { 200: redeemCodeResponseSchema, ...errors },
      },
    },
    async (request) => service.redeem(currentUser(request), request.body.code)
  )
}
