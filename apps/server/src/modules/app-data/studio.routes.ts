import {
  entityNameParamsSchema,
  studioEntityListResponseSchema,
  studioEntityResponseSchema,
  studioRecordListResponseSchema,
  studioRecordsQuerySchema,
  studioRulesBodySchema,
} from '@kiln/contract/app-data'
import { taskIdParamsSchema } from '@kiln/contract/build-tasks'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/**
 * /api/build_task/{id}/...: the studio's data tabs (the app data of the
 * task's project) and the version as a standalone Vite project. Owner only.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.studio
  requireSignIn(app)

  app.get(
    '/build_task/:taskId/data/entities',
    {
      schema: {
        params: taskIdParamsSchema,
        response: { 200: studioEntityListResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.entities(currentUser(request).id, request.params.taskId)
  )

  app.put(
    '/build_task/:taskId/data/entities/:name/rules',
    {
      schema: {
        params: entityNameParamsSchema,
        body: studioRulesBodySchema,
        response: { 200: studioEntityResponseSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.setRules(
        currentUser(request).id,
        request.params.taskId,
        request.params.name,
        request.body.rules
      )
  )

  app.get(
    '/build_task/:taskId/data/records',
    {
      schema: {
        params: taskIdParamsSchema,
        querystring: studioRecordsQuerySchema,
        response: { 200: studioRecordListResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.records(
        currentUser(request).id,
        request.params.taskId,
        request.query
      )
  )

  app.get(
    '/build_task/:taskId/export.zip',
    {
      schema: {
        params: taskIdParamsSchema,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { folder, zip } = await service.exportZip(
        currentUser(request).id,
        request.params.taskId
      )
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${folder}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    }
  )
}
