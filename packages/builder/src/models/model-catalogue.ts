import type { Env } from '../build-types.ts'

export type ProviderId =
  'openai' | 'anthropic' | 'deepseek' | 'groq' | 'compatible' | 'ollama'

export type CatalogueEntry = {
  /** Stable id used by the API and stored on tasks. */
  id: string
  label: string
  provider: ProviderId
  /** The model id sent to the provider's API. */
  apiModel: string
}

/**
 * Hosted models in the order the UI lists them: each provider's current
 * models (ids checked against the providers' model lists, November 2026)
 * before the older ones docs/product.md §9 names.
 */
export const HOSTED_MODELS: CatalogueEntry[] = [
  {
    id: 'openai:gpt-5.4',
    label: 'GPT-5.4',
    provider: 'openai',
    apiModel: 'gpt-5.4',
  },
  {
    id: 'openai:gpt-5.4-mini',
    label: 'GPT-5.4 mini',
    provider: 'openai',
    apiModel: 'gpt-5.4-mini',
  },
  {
    id: 'openai:gpt-4o',
    label: 'GPT-4o',
    provider: 'openai',
    apiModel: 'gpt-4o',
  },
  {
    id: 'openai:gpt-4.1',
    label: 'GPT-4.1',
    provider: 'openai',
    apiModel: 'gpt-4.1',
  },
  {
    id: 'anthropic:claude-sonnet-4.6',
    label: 'Claude Sonnet 4.6',
    provider: 'anthropic',
    apiModel: 'claude-sonnet-4-6',
  },
  {
    id: 'anthropic:claude-opus-4.6',
    label: 'Claude Opus 4.6',
    provider: 'anthropic',
    apiModel: 'claude-opus-4-6',
  },
  {
    id: 'anthropic:claude-haiku-4.5',
    label: 'Claude Haiku 4.5',
    provider: 'anthropic',
    apiModel: 'claude-haiku-4-5',
  },
  {
    id: 'anthropic:claude-3.7-sonnet',
    label: 'Claude 3.7 Sonnet',
    provider: 'anthropic',
    apiModel: 'claude-3-7-sonnet-latest',
  },
  {
    id: 'anthropic:claude-3.5-haiku',
    label: 'Claude 3.5 Haiku',
    provider: 'anthropic',
    apiModel: 'claude-3-5-haiku-latest',
  },
  {
    id: 'deepseek:deepseek-chat',
    label: 'DeepSeek V3',
    provider: 'deepseek',
    apiModel: 'deepseek-chat',
  },
  {
    id: 'groq:gpt-oss-120b',
    label: 'GPT-OSS 120B (Groq)',
    provider: 'groq',
    apiModel: 'openai/gpt-oss-120b',
  },
  {
    id: 'llama:llama-4-scout-17b',
    label: 'Llama 4 Scout 17B',
    provider: 'groq',
    apiModel: 'meta-llama/llama-4-scout-17b-16e-instruct',
  },
]

/** The env variable holding each hosted provider's key. */
export const KEY_VARS: Record<
  Exclude<ProviderId, 'compatible' | 'ollama'>,
  string
> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  deepseek: 'DEEPSEEK_API_KEY',
  groq: 'GROQ_API_KEY',
}

/** Models of an OpenAI-compatible server (OPENAI_COMPATIBLE_MODEL may list several, comma-separated). */
export function compatibleModels(env: Env): CatalogueEntry[] {
  const base = env.OPENAI_COMPATIBLE_BASE_URL?.trim()
  const names = (env.OPENAI_COMPATIBLE_MODEL ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  if (!base) return []
  return names.map((name) => ({
    id: `compatible:${name}`,
    label: `${name} (${env.OPENAI_COMPATIBLE_NAME?.trim() || 'OpenAI-compatible'})`,
    provider: 'compatible',
    apiModel: name,
  }))
}

/** Models installed on the Ollama server at OLLAMA_BASE_URL (GET /api/tags). */
export function ollamaModels(names: string[]): CatalogueEntry[] {
  return names.map((name) => ({
    id: `ollama:${name}`,
    label: `${name} (Ollama)`,
    provider: 'ollama',
    apiModel: name,
  }))
}

export function isConfigured(entry: CatalogueEntry, env: Env): boolean {
  if (entry.provider === 'compatible' || entry.provider === 'ollama')
    return true
  return Boolean(env[KEY_VARS[entry.provider]]?.trim())
}
