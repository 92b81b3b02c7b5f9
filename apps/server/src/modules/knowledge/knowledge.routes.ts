import {
  knowledgeSchema,
  projectKnowledgeParamsSchema,
  saveKnowledgeBodySchema,
} from '@kiln/contract/knowledge'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 404)
/** A member whose workspace role may not do this. */
const refused = errorResponses(403)

/** GET and PUT the caller's instructions: per project and for all their projects. */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.knowledge
  requireSignIn(app)

  app.get(
    '/build_project/:projectId/knowledge',
    {
      schema: {
        params: projectKnowledgeParamsSchema,
        response: { 200: knowledgeSchema, ...errors },
      },
    },
    async (request) =>
      service.getForProject(currentUser(request).id, request.params.projectId)
  )

  app.put(
    '/build_project/:projectId/knowledge',
    {
      schema: {
        params: projectKnowledgeParamsSchema,
        body: saveKnowledgeBodySchema,
        response: { 200: knowledgeSchema, ...errors, ...refused },
      },
    },
    async (request) =>
      service.saveForProject(
        currentUser(request).id,
        request.params.projectId,
        request.body.content
      )
  )

  app.get(
    '/users/knowledge',
    { schema: { response: { 200: knowledgeSchema, ...errors } } },
    async (request) => service.getForUser(currentUser(request).id)
  )

  app.put(
    '/users/knowledge',
    {
      schema: {
        body: saveKnowledgeBodySchema,
        response: { 200: knowledgeSchema, ...errors },
      },
    },
    async (request) =>
      service.saveForUser(currentUser(request).id, request.body.content)
  )
}
