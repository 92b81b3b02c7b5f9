import type { LanguageModel } from 'ai'
import type { Env } from '../build-types.ts'
import { OFFLINE_MODEL } from '../offline/offline-generator.ts'
import { createLanguageModel, ollamaBaseUrl } from './create-language-model.ts'
import {
  compatibleModels,
  HOSTED_MODELS,
  isConfigured,
  ollamaModels,
  type ProviderId,
} from './model-catalogue.ts'

export type ModelInfo = {
  id: string
  label: string
  provider: ProviderId | 'offline'
}

export type ResolvedModel = ModelInfo & { create: () => LanguageModel }

/** Names of the models installed on OLLAMA_BASE_URL (see discoverOllamaModels). */
export type Discovered = { ollama?: string[] }

function configured(env: Env, discovered: Discovered = {}) {
  return [
    ...HOSTED_MODELS.filter((m) => isConfigured(m, env)),
    ...compatibleModels(env),
    ...(ollamaBaseUrl(env) ? ollamaModels(discovered.ollama ?? []) : []),
  ]
}

/** Models usable with this env, the offline generator always last. */
export function listModels(env: Env, discovered: Discovered = {}): ModelInfo[] {
  return [
    ...configured(env, discovered).map(({ id, label, provider }) => ({
      id,
      label,
      provider,
    })),
    { ...OFFLINE_MODEL, provider: 'offline' as const },
  ]
}

/** The first configured model, or 'offline' when no provider is configured. */
export function defaultModelId(env: Env, discovered: Discovered = {}): string {
  return configured(env, discovered)[0]?.id ?? OFFLINE_MODEL.id
}

/**
 * A configured LLM by id (not the offline generator), or null. An
 * `ollama:<name>` id is accepted whenever OLLAMA_BASE_URL is set: the
 * server's list was checked when the task was created.
 */
export function findModel(env: Env, id: string): ResolvedModel | null {
  const ollama = id.startsWith('ollama:') ? [id.slice('ollama:'.length)] : []
  const entry = configured(env, { ollama }).find((m) => m.id === id)
  if (!entry) return null
  return {
    id: entry.id,
    label: entry.label,
    provider: entry.provider,
    create: () => createLanguageModel(entry, env),
  }
}
