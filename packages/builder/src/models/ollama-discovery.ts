import type { Env } from '../build-types.ts'
import { ollamaBaseUrl } from './create-language-model.ts'

const TTL_MS = 30_000
let cache: { base: string; at: number; names: Promise<string[]> } | null = null

async function fetchNames(base: string): Promise<string[]> {
  try {
    const response = await fetch(`${base}/api/tags`, {
      signal: AbortSignal.timeout(2_000),
    })
    if (!response.ok) return []
    const body = (await response.json()) as { models?: { name?: unknown }[] }
    return (body.models ?? [])
      .map((m) => m.name)
      .filter((name): name is string => typeof name === 'string' && !!name)
      .slice(0, 100)
  } catch {
    // An unreachable Ollama lists no models; builds with others go on.
    return []
  }
}

/**
 * The models installed on the operator's Ollama server (OLLAMA_BASE_URL),
 * asked at most every 30 s; [] when it is unset or does not answer.
 */
export function discoverOllamaModels(
  env: Env,
  now = Date.now()
): Promise<string[]> {
  const base = ollamaBaseUrl(env)
  if (!base) return Promise.resolve([])
  if (!cache || cache.base !== base || now - cache.at > TTL_MS) {
    cache = { base, at: now, names: fetchNames(base) }
  }
  return cache.names
}
