import {
  buildTaskListSchema,
  buildTaskSchema,
  createBuildTaskBodySchema,
  taskFilesResponseSchema,
  taskIdParamsSchema,
  threadResponseSchema,
} from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import {
  editVersionBodySchema,
  MAX_EDIT_BODY_BYTES,
} from '@kiln/contract/file-edits'
import {
  elementQuerySchema,
  elementViewSchema,
  visualEditBodySchema,
} from '@kiln/contract/visual-edit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'
import { createProjectListCache } from './project-list-cache'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)
/** An account at its projects, stored bytes (413) or versions a day (429). */
const quotaErrors = errorResponses(413, 429)

/** POST /build_task, GET /new_build, GET /build_task/{id}[/files|/thread], cancel. */
export const buildTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.buildTasks
  const lists = await createProjectListCache(app.dbListen)
  app.afterUserWrites(lists.forget)
  app.addHook('onClose', () => lists.close())
  requireSignIn(app)
  const params = taskIdParamsSchema

  app.post(
    '/build_task',
    {
      schema: {
        body: createBuildTaskBodySchema,
        response: {
          201: buildTaskSchema,
          ...errors,
          ...refused,
          ...errorResponses(402, 409),
          ...quotaErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(currentUser(request).id, request.body))
  )

  app.post(
    '/build_task/:taskId/edit',
    {
      bodyLimit: MAX_EDIT_BODY_BYTES,
      schema: {
        description:
          "Saves the user's own changes (edited, added, uploaded or deleted files) as the project's next version, bundled like any version. Costs no credit.",
        params,
        body: editVersionBodySchema,
        response: {
          201: buildTaskSchema,
          ...errors,
          ...refused,
          409: errorBodySchema,
          ...quotaErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.edit(
            currentUser(request).id,
            request.params.taskId,
            request.body
          )
        )
  )

  app.get(
    '/build_task/:taskId/element',
    {
      schema: {
        description:
          'What the element at a preview location (`data-kiln-loc`, file:line:column) of this version is: its component, text, classes and image source, and why any of them is computed by code.',
        params,
        querystring: elementQuerySchema,
        response: {
          200: elementViewSchema,
          ...errors,
          ...errorResponses(409, 422),
        },
      },
    },
    async (request) =>
      service.element(
        currentUser(request).id,
        request.params.taskId,
        request.query.loc
      )
  )

  app.post(
    '/build_task/:taskId/visual_edit',
    {
      schema: {
        description:
          "Changes one element's text, classes or image source in its source file and saves the project's next version, like a code-editor save. No model call, no credit. 409 when the location does not match this version's source; 422 when the element's field is computed by code.",
        params,
        body: visualEditBodySchema,
        response: {
          201: buildTaskSchema,
          ...errors,
          ...refused,
          ...errorResponses(409, 422),
          ...quotaErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.visualEdit(
            currentUser(request).id,
            request.params.taskId,
            request.body
          )
        )
  )

  app.get(
    '/new_build',
    { schema: { response: { 200: buildTaskListSchema, ...errors } } },
    async (request, reply) => {
      const userId = currentUser(request).id
      const json = await lists.json(userId, () =>
        service.latestPerProject(userId)
      )
      // JSON text with a JSON content type is sent as it is, not serialised
      // again; compressed when the browser accepts it (3.9 MB of JSON at
      // 5,000 projects).
      reply.type('application/json; charset=utf-8').compress(json)
      return reply
    }
  )

  app.get(
    '/build_task/:taskId',
    { schema: { params, response: { 200: buildTaskSchema, ...errors } } },
    async (request) =>
      service.get(currentUser(request).id, request.params.taskId)
  )

  app.get(
    '/build_task/:taskId/files',
    {
      schema: { params, response: { 200: taskFilesResponseSchema, ...errors } },
    },
    async (request) =>
      service.files(currentUser(request).id, request.params.taskId)
  )

  app.get(
    '/build_task/:taskId/run_check/screenshot',
    {
      schema: {
        description:
          "A JPEG of the version's root route as the run check saw it in a headless browser.",
        params,
        response: { 200: z.any().describe('image/jpeg'), ...errors },
      },
    },
    async (request, reply) => {
      const jpeg = await service.runCheckScreenshot(
        currentUser(request).id,
        request.params.taskId
      )
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=3600')
        .send(jpeg)
    }
  )

  app.get(
    '/build_task/:taskId/thread',
    { schema: { params, response: { 200: threadResponseSchema, ...errors } } },
    async (request) =>
      service.thread(currentUser(request).id, request.params.taskId)
  )

  app.post(
    '/build_task/:taskId/cancel',
    {
      schema: {
        params,
        response: {
          200: buildTaskSchema,
          ...errors,
          ...refused,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.cancel(currentUser(request).id, request.params.taskId)
  )
}
