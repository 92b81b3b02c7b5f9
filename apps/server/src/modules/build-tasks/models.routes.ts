import {
  defaultModelId,
  discoverOllamaModels,
  listModels,
} from '@kiln/builder/models'
import { modelsResponseSchema } from '@kiln/contract/build-tasks'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignIn } from '../auth/auth-guard'

/** GET /models: what this deployment can build with (offline always last). */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app)
  app.get(
    '/models',
    {
      schema: { response: { 200: modelsResponseSchema, 401: errorBodySchema } },
    },
    async () => {
      const discovered = { ollama: await discoverOllamaModels(process.env) }
      return {
        models: listModels(process.env, discovered),
        defaultModelId: defaultModelId(process.env, discovered),
      }
    }
  )
}
