import multipart from '@fastify/multipart'
import { buildTaskSchema } from '@kiln/contract/build-tasks'
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importGitBodySchema,
} from '@kiln/contract/project-import'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

/** POST /build_project/import: a zip upload or a Git URL becomes a new project (docs/product.md §7, README "Import and Git"). */
export const projectImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projectImport
  requireSignIn(app)
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_LIMITS.maxArchiveBytes,
      files: 1,
      fields: 10,
      fieldSize: 4096,
      parts: 20,
    },
  })

  // A zip may also come as the whole body (`curl --data-binary @app.zip`).
  app.addContentTypeParser(
    [
      'application/zip',
      'application/x-zip-compressed',
      'application/octet-stream',
    ],
    { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxArchiveBytes },
    (_request, body, done) => done(null, body)
  )

  app.post(
    '/build_project/import',
    {
      schema: {
        description:
          'Imports an existing project as version 1 of a new one: `multipart/form-data` with a `file` field (a zip; one top folder stripped; node_modules, .git, build output and other lockfiles left out), or the zip as the body (`application/zip`), or JSON `{ gitUrl, ref?, subdir?, token? }` (a shallow clone over HTTP(S)). Costs no credits; answers the new build task.',
        // Read by the handler by its content type (a zod union cannot hold a stream).
        body: z
          .unknown()
          .describe(
            'multipart/form-data with a `file` field (a zip), the zip itself (application/zip), or JSON { gitUrl, ref?, subdir?, token? }'
          ),
        response: {
          201: buildTaskSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id
      if (request.isMultipart()) {
        // the `file` field, or the one file a client sent under another name
        const file = await request.file()
        if (!file) {
          throw new AppError('BAD_REQUEST', {
            message: IMPORT_MESSAGES.NO_FILE,
          })
        }
        let bytes: Buffer
        try {
          bytes = await file.toBuffer()
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', {
              message: IMPORT_MESSAGES.ARCHIVE_TOO_LARGE,
            })
          throw error
        }
        const task = await service.importZip(userId, file.filename, bytes)
        return reply.code(201).send(task)
      }
      if (Buffer.isBuffer(request.body)) {
        const named = /filename="?([^";]+)"?/.exec(
          request.headers['content-disposition'] ?? ''
        )
        const task = await service.importZip(
          userId,
          named?.[1] ?? 'project.zip',
          request.body
        )
        return reply.code(201).send(task)
      }
      const parsed = importGitBodySchema.safeParse(request.body ?? {})
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new AppError('VALIDATION_FAILED', {
          message:
            issue && issue.path.length > 0
              ? issue.message
              : 'Send a zip as `file`, or a JSON body with `gitUrl`.',
        })
      }
      return reply.code(201).send(await service.importGit(userId, parsed.data))
    }
  )
}
