import type { LanguageModel } from 'ai'
import type { Env } from '../build-types.ts'
import { OFFLINE_MODEL } from '../offline/offline-generator.ts'
import { createLanguageModel } from './create-language-model.ts'
import {
  compatibleModels,
  HOSTED_MODELS,
  isConfigured,
  type ProviderId,
} from './model-catalogue.ts'

export type ModelInfo = {
  id: string
  label: string
  provider: ProviderId | 'offline'
}

export type ResolvedModel = ModelInfo & { create: () => LanguageModel }

function configured(env: Env) {
  return [
    ...HOSTED_MODELS.filter((m) => isConfigured(m, env)),
    ...compatibleModels(env),
  ]
}

/** Models usable with this env, the offline generator always last. */
export function listModels(env: Env): ModelInfo[] {
  return [
    ...configured(env).map(({ id, label, provider }) => ({
      id,
      label,
      provider,
    })),
    { ...OFFLINE_MODEL, provider: 'offline' as const },
  ]
}

/** The first configured model, or 'offline' when no provider is configured. */
export function defaultModelId(env: Env): string {
  return configured(env)[0]?.id ?? OFFLINE_MODEL.id
}

/** A configured LLM by id (not the offline generator), or null. */
export function findModel(env: Env, id: string): ResolvedModel | null {
  const entry = configured(env).find((m) => m.id === id)
  if (!entry) return null
  return {
    id: entry.id,
    label: entry.label,
    provider: entry.provider,
    create: () => createLanguageModel(entry, env),
  }
}
