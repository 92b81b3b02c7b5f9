import { createAnthropic } from '@ai-sdk/anthropic'
import { createDeepSeek } from '@ai-sdk/deepseek'
import { createGroq } from '@ai-sdk/groq'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import type { Env } from '../build-types.ts'
import type { CatalogueEntry } from './model-catalogue.ts'

const opt = (value: string | undefined) => value?.trim() || undefined

/** OLLAMA_BASE_URL without a trailing slash or /v1, or '' when unset. */
export function ollamaBaseUrl(env: Env): string {
  return (opt(env.OLLAMA_BASE_URL) ?? '')
    .replace(/\/+$/, '')
    .replace(/\/v1$/, '')
}

/** An AI SDK model for a catalogue entry, with keys and base URLs from env. */
export function createLanguageModel(
  entry: CatalogueEntry,
  env: Env
): LanguageModel {
  switch (entry.provider) {
    case 'openai':
      // Chat Completions rather than Responses: it also works with OpenAI-style proxies.
      return createOpenAI({
        apiKey: opt(env.OPENAI_API_KEY),
        baseURL: opt(env.OPENAI_BASE_URL),
      }).chat(entry.apiModel)
    case 'anthropic':
      return createAnthropic({
        apiKey: opt(env.ANTHROPIC_API_KEY),
        baseURL: opt(env.ANTHROPIC_BASE_URL),
      })(entry.apiModel)
    case 'deepseek':
      return createDeepSeek({
        apiKey: opt(env.DEEPSEEK_API_KEY),
        baseURL: opt(env.DEEPSEEK_BASE_URL),
      })(entry.apiModel)
    case 'groq':
      return createGroq({
        apiKey: opt(env.GROQ_API_KEY),
        baseURL: opt(env.GROQ_BASE_URL),
      })(entry.apiModel)
    case 'compatible':
      return createOpenAICompatible({
        name: 'compatible',
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL?.trim() ?? '',
        apiKey: opt(env.OPENAI_COMPATIBLE_API_KEY),
        includeUsage: true,
      }).chatModel(entry.apiModel)
    case 'ollama':
      // Ollama serves the OpenAI chat protocol under /v1.
      return createOpenAICompatible({
        name: 'ollama',
        baseURL: `${ollamaBaseUrl(env)}/v1`,
        includeUsage: true,
      }).chatModel(entry.apiModel)
  }
}
