import { describe, expect, it } from 'vitest'
import { defaultModelId, findModel, listModels } from './model-registry.ts'

describe('model registry', () => {
  it('offers only the offline generator without keys', () => {
    expect(listModels({})).toEqual([
      { id: 'offline', label: 'Offline generator', provider: 'offline' },
    ])
    expect(defaultModelId({})).toBe('offline')
    expect(findModel({}, 'openai:gpt-4o')).toBeNull()
  })

  it('lists configured providers first and defaults to the first one', () => {
    const env = {
      ANTHROPIC_API_KEY: 'a',
      GROQ_API_KEY: 'g',
      OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_COMPATIBLE_MODEL: 'llama3.2, qwen2.5-coder',
    }
    expect(listModels(env).map((m) => m.id)).toEqual([
      'anthropic:claude-3.7-sonnet',
      'anthropic:claude-3.5-haiku',
      'llama:llama-4-scout-17b',
      'compatible:llama3.2',
      'compatible:qwen2.5-coder',
      'offline',
    ])
    expect(defaultModelId(env)).toBe('anthropic:claude-3.7-sonnet')
    const haiku = findModel(env, 'anthropic:claude-3.5-haiku')!.create()
    expect(typeof haiku === 'object' && haiku.modelId).toBe(
      'claude-3-5-haiku-latest'
    )
    const scout = findModel(env, 'llama:llama-4-scout-17b')!.create()
    expect(typeof scout === 'object' && scout.modelId).toBe(
      'meta-llama/llama-4-scout-17b-16e-instruct'
    )
  })
})
