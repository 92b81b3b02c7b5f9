import {
  createRecordBodySchema,
  deletedResponseSchema,
  entityListResponseSchema,
  entityQuerySchema,
  entityResponseSchema,
  listRecordsQuerySchema,
  recordIdParamsSchema,
  recordListResponseSchema,
  recordResponseSchema,
  registerEntityBodySchema,
  updateRecordBodySchema,
} from '@kiln/contract/app-data'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../lib/error-responses'
import type { ActorOf } from '../end-users/actor'
import type { AppDataService } from './app-data.service'

export const dataErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429)
const errors = dataErrors

/**
 * The registry and record store of the host's project (DATA-API.md). Every
 * call runs under the collection's access rules for the caller.
 */
export const appDataRoutes: FastifyPluginAsyncZod<{
  data: AppDataService
  actorOf: ActorOf
}> = async (app, { data, actorOf }) => {
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
        await actorOf(request),
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
        querystring: listRecordsQuerySchema,
        response: { 200: recordListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { entity, ...options } = request.query
      return data.list(await actorOf(request), entity, options)
    }
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
      const { entity, data: values } = request.body
      const record = await data.create(await actorOf(request), entity, values)
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
        await actorOf(request),
        request.query.entity,
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
    async (request) => ({
      record: await data.update(
        await actorOf(request),
        request.query.entity,
        request.params.id,
        request.body.data
      ),
    })
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
      await data.remove(
        await actorOf(request),
        request.query.entity,
        request.params.id
      )
      return { deleted: true as const }
    }
  )
}
