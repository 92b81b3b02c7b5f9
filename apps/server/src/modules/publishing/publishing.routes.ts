import { errorBodySchema } from '@kiln/contract/errors'
import {
  publicationSchema,
  publishBodySchema,
  publishParamsSchema,
  type Publication,
} from '@kiln/contract/publish'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'
import { createBuildTasksRepo } from '../build-tasks'
import { publishedUrl } from '../preview'
import { createProjectsRepo } from '../projects'
import { createPublishedAppsRepo } from './published-apps.repo'

const errors = errorResponses(400, 401, 404)

/** The owner publishes a version of a project at its stable URL, or unpublishes. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = createProjectsRepo(app.db)
  const tasks = createBuildTasksRepo(app.db)
  const published = createPublishedAppsRepo(app.db)
  requireSignIn(app)

  async function owned(userId: string, projectId: string) {
    if (!(await projects.findOwned(projectId, userId))) {
      throw new AppError('NOT_FOUND', { message: 'Project not found.' })
    }
  }
  async function view(projectId: string): Promise<Publication> {
    const row = await published.find(projectId)
    if (!row) return { published: null }
    return {
      published: {
        taskId: row.app.taskId,
        versionNumber: row.versionNumber,
        url: publishedUrl(app.config, row.app.slug),
        publishedAt: row.app.publishedAt.toISOString(),
      },
    }
  }
  const path = '/build_project/:projectId/publish'

  app.get(
    path,
    {
      schema: {
        params: publishParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      await owned(currentUser(request).id, request.params.projectId)
      return view(request.params.projectId)
    }
  )

  app.put(
    path,
    {
      schema: {
        params: publishParamsSchema,
        body: publishBodySchema,
        response: { 200: publicationSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const { projectId } = request.params
      await owned(userId, projectId)
      const task = await tasks.findById(request.body.taskId)
      if (!task || task.projectId !== projectId) {
        throw new AppError('NOT_FOUND', { message: 'Version not found.' })
      }
      if (task.status !== 'COMPLETED') {
        throw new AppError('CONFLICT', {
          message: 'Only a finished version can be published.',
        })
      }
      await published.upsert(
        { projectId, taskId: task.id, publishedBy: userId },
        app.now()
      )
      return view(projectId)
    }
  )

  app.delete(
    path,
    {
      schema: {
        params: publishParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      await owned(currentUser(request).id, request.params.projectId)
      await published.remove(request.params.projectId)
      return { published: null }
    }
  )
}
