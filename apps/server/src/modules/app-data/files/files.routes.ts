import { deletedResponseSchema } from '@kiln/contract/app-data'
import {
  appFileResponseSchema,
  fileContentQuerySchema,
  fileIdParamsSchema,
  uploadFileQuerySchema,
} from '@kiln/contract/app-files'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ActorOf } from '../end-users/actor'
import { dataErrors } from '../records/app-data.routes'
import { dispositionOf } from './file-types'
import type { FilesService } from './files.service'

/** Files are never run on the app's origin: no scripts, no plugins, own sandbox. */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox"

/**
 * /data/files/v1: uploads (the raw bytes as the body, the type in
 * Content-Type) and downloads of the host's project, under access rules.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  files: FilesService
  actorOf: ActorOf
  maxBytes: number
}> = async (app, { files, actorOf, maxBytes }) => {
  // Any type arrives as bytes here (a .json upload is a file, not a body to parse).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxBytes + 1 },
    (_request, body, done) => done(null, body)
  )

  app.post(
    '/',
    {
      bodyLimit: maxBytes + 1,
      schema: {
        querystring: uploadFileQuerySchema,
        response: { 201: appFileResponseSchema, ...dataErrors },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.alloc(0)
      const file = await files.upload(await actorOf(request), {
        collection: request.query.collection ?? null,
        name: request.query.name,
        contentType: request.headers['content-type'],
        body,
      })
      return reply.code(201).send({ file })
    }
  )

  app.get(
    '/:id',
    {
      schema: {
        params: fileIdParamsSchema,
        response: { 200: appFileResponseSchema, ...dataErrors },
      },
    },
    async (request) => ({
      file: await files.get(await actorOf(request), request.params.id),
    })
  )

  app.get(
    '/:id/content',
    {
      schema: {
        params: fileIdParamsSchema,
        querystring: fileContentQuerySchema,
        response: { 200: z.any().describe('the file'), ...dataErrors },
      },
    },
    async (request, reply) => {
      const { file, body } = await files.download(
        await actorOf(request),
        request.params.id,
        request.query.t
      )
      return (
        reply
          .type(file.contentType)
          .header(
            'content-disposition',
            dispositionOf(file.contentType, file.name)
          )
          .header('content-security-policy', FILE_CSP)
          .header('x-content-type-options', 'nosniff')
          // A share's visitors ask again each time: revoking it ends access.
          .header(
            'cache-control',
            request.previewSite.kind === 'share'
              ? 'private, no-cache'
              : 'private, max-age=3600'
          )
          .send(body)
      )
    }
  )

  app.delete(
    '/:id',
    {
      schema: {
        params: fileIdParamsSchema,
        response: { 200: deletedResponseSchema, ...dataErrors },
      },
    },
    async (request) => {
      await files.remove(await actorOf(request), request.params.id)
      return { deleted: true as const }
    }
  )
}
