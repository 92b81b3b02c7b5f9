import {
  buildTaskListSchema,
  buildTaskSchema,
  createBuildTaskBodySchema,
  taskFilesResponseSchema,
  taskIdParamsSchema,
  threadResponseSchema,
} from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { fromRepoRoot } from '../../lib/paths'
import { requireSignIn } from '../auth/auth-guard'
import { createCreditsService } from '../credits/credits.service'
import { defaultCatalogPath, loadCatalog } from '../mcp-servers/catalog'
import { createBuildTasksService } from './build-tasks.service'
import { createBuildTask } from './create-build-task'
import { checkPreselectedIntegrations } from './preselected-integrations'
import { NEW_JOB_TOPIC } from './task-event-bus'
import { toBuildTask } from './task-view'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
}

/** POST /build_task, GET /new_build, GET /build_task/{id}[/files|/thread], cancel. */
export const buildTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const credits = createCreditsService({ db: app.db, now: app.now })
  const service = createBuildTasksService({
    db: app.db,
    bus: app.taskEvents,
    queue: app.jobQueue,
    credits,
    now: app.now,
  })
  const catalog = loadCatalog(
    app.config.mcpCatalogPath
      ? fromRepoRoot(app.config.mcpCatalogPath)
      : defaultCatalogPath
  )
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
          402: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id
      await checkPreselectedIntegrations(app.db, catalog, userId, request.body)
      const { task, projectName } = await createBuildTask(
        { db: app.db, queue: app.jobQueue, credits, llmEnv: process.env },
        userId,
        request.body
      )
      await app.taskEvents.publish(task.id)
      await app.taskEvents.publish(NEW_JOB_TOPIC)
      return reply.code(201).send(toBuildTask(task, projectName))
    }
  )

  app.get(
    '/new_build',
    { schema: { response: { 200: buildTaskListSchema, ...errors } } },
    async (request) => service.latestPerProject(currentUser(request).id)
  )

  app.get(
    '/build_task/:id',
    { schema: { params, response: { 200: buildTaskSchema, ...errors } } },
    async (request) => service.get(currentUser(request).id, request.params.id)
  )

  app.get(
    '/build_task/:id/files',
    {
      schema: { params, response: { 200: taskFilesResponseSchema, ...errors } },
    },
    async (request) => service.files(currentUser(request).id, request.params.id)
  )

  app.get(
    '/build_task/:id/thread',
    { schema: { params, response: { 200: threadResponseSchema, ...errors } } },
    async (request) =>
      service.thread(currentUser(request).id, request.params.id)
  )

  app.post(
    '/build_task/:id/cancel',
    {
      schema: {
        params,
        response: { 200: buildTaskSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.cancel(currentUser(request).id, request.params.id)
  )
}
