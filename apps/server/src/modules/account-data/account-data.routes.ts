import {
  creditHistorySchema,
  deleteAccountBodySchema,
  deletedAccountSchema,
} from '@kiln/contract/account-data'
import { errorBodySchema } from '@kiln/contract/errors'
import { userIdParamsSchema } from '@kiln/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)

/** /api/users/{userId}: credit history, data export and account deletion (own account only). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountData
  requireSignIn(app)

  app.get(
    '/:userId/credit-history',
    {
      schema: {
        description:
          'The credit ledger of the account, newest first (at most 500 lines). `change` > 0 adds credits.',
        params: userIdParamsSchema,
        response: { 200: creditHistorySchema, ...errors },
      },
    },
    async (request) => ({
      entries: await service.creditHistory(
        currentUser(request),
        request.params.userId
      ),
    })
  )

  app.get(
    '/:userId/export',
    {
      schema: {
        description:
          'Everything the account owns as one zip, streamed: profile, credit history, integrations (no secrets), and per project its versions (manifests of their files, each file content once under blobs/), chat and app data. One export per account at a time, a few an hour (429).',
        params: userIdParamsSchema,
        response: {
          200: z.any().describe('application/zip'),
          ...errors,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { zip } = await service.exportZip(
        currentUser(request),
        request.params.userId
      )
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          'attachment; filename="kiln-account-export.zip"'
        )
        .header('cache-control', 'private, no-store')
        .send(zip)
    }
  )

  app.delete(
    '/:userId',
    {
      schema: {
        description:
          'Deletes the account and everything it owns (projects, versions, app data and files, integrations, sessions). The body repeats the e-mail to confirm.',
        params: userIdParamsSchema,
        body: deleteAccountBodySchema,
        response: { 200: deletedAccountSchema, ...errors },
      },
    },
    async (request) =>
      service.deleteAccount(
        currentUser(request),
        request.params.userId,
        request.body
      )
  )
}
