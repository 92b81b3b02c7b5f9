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
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'
import { createSalelistRepo } from './salelist.repo'

const errors = errorResponses(400, 401, 403, 404)
const toEntry = (row: {
  email: string
  addedBy: string | null
  createdAt: Date
}) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

/** /api/salelist/validate and the admin's /api/admin/salelist. */
export const salelistRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createSalelistRepo(app.db)
  const admins = app.config.adminEmails
  const { access } = app.services
  for (const email of app.config.salelistEmails) await repo.add(email, null)
  requireSignIn(app)

  app.post(
    '/salelist/validate',
    {
      schema: {
        body: salelistValidateBodySchema,
        response: { 200: salelistValidateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request)
      const { email } = request.body
      const rights = await access.rightsOf(caller)
      // Your own e-mail: whether you may manage codes now (an unconfirmed
      // address may not yet, see access.ts).
      if (email === caller.email.toLowerCase()) {
        return { valid: rights.allowListed }
      }
      if (!rights.admin) {
        throw new AppError('FORBIDDEN', {
          message: 'You can only check your own e-mail.',
        })
      }
      return { valid: admins.includes(email) || (await repo.has(email)) }
    }
  )

  app.get(
    '/admin/salelist',
    { schema: { response: { 200: salelistResponseSchema, ...errors } } },
    async (request) => {
      await access.requireAdmin(currentUser(request))
      return { entries: (await repo.list()).map(toEntry) }
    }
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
      const caller = currentUser(request)
      await access.requireAdmin(caller)
      reply.code(201)
      return toEntry(await repo.add(request.body.email, caller.email))
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
    async (request) => {
      await access.requireAdmin(currentUser(request))
      if (!(await repo.remove(request.params.email))) {
        throw new AppError('NOT_FOUND', {
          message: 'That e-mail is not on the list.',
        })
      }
      return { removed: true as const }
    }
  )
}
