import { auditPageSchema, auditQuerySchema } from '@kiln/contract/audit'
import { workspaceParamsSchema } from '@kiln/contract/workspaces'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

/** /workspaces/{workspaceId}/audit: the workspace's audit log, for its admins and owner. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.audit
  requireSignIn(app)

  app.get(
    '/workspaces/:workspaceId/audit',
    {
      schema: {
        description:
          'Who changed members, roles, the workspace, publishing, Git and integrations, newest first; pass `nextCursor` as `cursor` for older events.',
        params: workspaceParamsSchema,
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      service.page(
        currentUser(request).id,
        request.params.workspaceId,
        request.query
      )
  )
}
