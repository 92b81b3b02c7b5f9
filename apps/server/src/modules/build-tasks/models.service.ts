import type { Env as LlmEnv } from '@kiln/builder/build-types'
import {
  defaultModelId,
  discoverOllamaModels,
  HOSTED_MODELS,
  listModels,
} from '@kiln/builder/models'
import type { Model } from '@kiln/contract/build-tasks'
import { providerKeyName } from '@kiln/contract/provider-keys'
import { AppError } from '../../lib/app-error'

/**
 * The models a user can build with: the operator's (from the LLM settings in
 * env) and those of the providers the user saved a key for (`ownKeyProviders`).
 */
export function createModelsService(
  llmEnv: LlmEnv,
  ownKeyProviders: (userId: string) => Promise<Set<string>> = async () =>
    new Set()
) {
  async function available(userId: string) {
    const discovered = { ollama: await discoverOllamaModels(llmEnv) }
    const own = await ownKeyProviders(userId)
    const operator = listModels(llmEnv, discovered)
    const hosted = new Set(HOSTED_MODELS.map((m) => m.id))
    const usable: Model[] = []
    const unavailable: Model[] = []
    for (const { id, label, provider } of HOSTED_MODELS) {
      if (own.has(provider)) usable.push({ id, label, provider, ownKey: true })
      else if (operator.some((m) => m.id === id))
        usable.push({ id, label, provider })
      else
        unavailable.push({
          id,
          label,
          provider,
          unavailable: `needs ${providerKeyName(provider)}`,
        })
    }
    const models: Model[] = [
      ...usable,
      ...operator.filter((m) => !hosted.has(m.id)),
      ...unavailable,
    ]
    return {
      models,
      defaultModelId: usable[0]?.id ?? defaultModelId(llmEnv, discovered),
    }
  }

  return {
    available,

    /** The requested model, or the default; 400 naming the choices when unknown or without a key. */
    async pick(userId: string, requested: string | undefined) {
      const { models, defaultModelId: fallback } = await available(userId)
      const id = requested ?? fallback
      const model = models.find((m) => m.id === id)
      if (!model) {
        throw new AppError('BAD_REQUEST', {
          message: `Unknown model '${id}'. Available models: ${models
            .filter((m) => !m.unavailable)
            .map((m) => m.id)
            .join(', ')}.`,
        })
      }
      if (model.unavailable) {
        throw new AppError('BAD_REQUEST', {
          message: `${model.label} needs ${providerKeyName(model.provider)}: this server has none. Add your own in Settings or choose another model.`,
        })
      }
      return model
    },
  }
}

export type ModelsService = ReturnType<typeof createModelsService>
