import {
  createRecordBodySchema,
  deletedResponseSchema,
  entityListResponseSchema,
  entityQuerySchema,
  entityResponseSchema,
  recordIdParamsSchema,
  recordListResponseSchema,
  recordResponseSchema,
  registerEntityBodySchema,
  updateRecordBodySchema,
} from '@kiln/contract/app-data'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDataService } from './app-data.service'
import { bearerToken } from './bearer'
import type { EndUsersService } from './end-users.service'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
}

/**
 * The registry and record store of the host's project (DATA-API.md).
 * Records are shared by the app's visitors; a signed-in end user is kept as
 * the record's owner.
 */
export const appDataRoutes: FastifyPluginAsyncZod<{
  data: AppDataService
  endUsers: EndUsersService
}> = async (app, { data, endUsers }) => {
  const scopeOf = (request: FastifyRequest, entity: string) => ({
    projectId: request.previewProjectId,
    entity,
  })
  /** The signed-in end user, if any; a stale token counts as anonymous. */
  async function ownerOf(request: FastifyRequest) {
    const token = bearerToken(request)
    if (!token) return null
    const user = await endUsers
      .userOfToken(request.previewProjectId, token)
      .catch(() => undefined)
    return user?.id ?? null
  }

  app.get(
    '/registry/v1/resource/entity',
    { schema: { response: { 200: entityListResponseSchema, ...errors } } },
    async (request) => ({
      entities: await data.listEntities(request.previewProjectId),
    })
  )

  app.post(
    '/registry/v1/resource/entity',
    {
      schema: {
        body: registerEntityBodySchema,
        response: { 200: entityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { name, fields } = request.body
      const result = await data.registerEntity(
        request.previewProjectId,
        name,
        fields
      )
      return { entity: result.entity }
    }
  )

  app.get(
    '/store/v1/all',
    {
      schema: {
        querystring: entityQuerySchema,
        response: { 200: recordListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      records: await data.list(scopeOf(request, request.query.entity)),
    })
  )

  app.post(
    '/store/v1/records',
    {
      schema: {
        body: createRecordBodySchema,
        response: { 201: recordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.body.entity)
      const record = await data.create(
        scope,
        await ownerOf(request),
        request.body.data
      )
      return reply.code(201).send({ record })
    }
  )

  app.get(
    '/store/v1/records/:id',
    {
      schema: {
        params: recordIdParamsSchema,
        querystring: entityQuerySchema,
        response: { 200: recordResponseSchema, ...errors },
      },
    },
    async (request) => ({
      record: await data.get(
        scopeOf(request, request.query.entity),
        request.params.id
      ),
    })
  )

  app.put(
    '/store/v1/records/:id',
    {
      schema: {
        params: recordIdParamsSchema,
        querystring: entityQuerySchema,
        body: updateRecordBodySchema,
        response: { 200: recordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.query.entity)
      return {
        record: await data.update(scope, request.params.id, request.body.data),
      }
    }
  )

  app.delete(
    '/store/v1/records/:id',
    {
      schema: {
        params: recordIdParamsSchema,
        querystring: entityQuerySchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.query.entity)
      await data.remove(scope, request.params.id)
      return { deleted: true as const }
    }
  )
}
