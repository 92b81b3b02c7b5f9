import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultModelId, findModel, listModels } from './model-registry.ts'
import { discoverOllamaModels } from './ollama-discovery.ts'

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
      'anthropic:claude-sonnet-4.6',
      'anthropic:claude-opus-4.6',
      'anthropic:claude-haiku-4.5',
      'anthropic:claude-3.7-sonnet',
      'anthropic:claude-3.5-haiku',
      'groq:gpt-oss-120b',
      'llama:llama-4-scout-17b',
      'compatible:llama3.2',
      'compatible:qwen2.5-coder',
      'offline',
    ])
    expect(defaultModelId(env)).toBe('anthropic:claude-sonnet-4.6')
    const sonnet = findModel(env, 'anthropic:claude-sonnet-4.6')!.create()
    expect(typeof sonnet === 'object' && sonnet.modelId).toBe(
      'claude-sonnet-4-6'
    )
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

describe('Ollama on the machine', () => {
  const tags = createServer((req, res) => {
    if (req.url !== '/api/tags') return res.writeHead(404).end()
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        models: [{ name: 'qwen2.5-coder:7b' }, { name: 'llama3.2:latest' }],
      })
    )
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => tags.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(tags.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => tags.close(resolve)))

  it('lists the models installed on OLLAMA_BASE_URL and builds with them', async () => {
    const env = { OLLAMA_BASE_URL: `${base}/` }
    const ollama = await discoverOllamaModels(env)
    expect(ollama).toEqual(['qwen2.5-coder:7b', 'llama3.2:latest'])
    expect(listModels(env, { ollama })).toEqual([
      {
        id: 'ollama:qwen2.5-coder:7b',
        label: 'qwen2.5-coder:7b (Ollama)',
        provider: 'ollama',
      },
      {
        id: 'ollama:llama3.2:latest',
        label: 'llama3.2:latest (Ollama)',
        provider: 'ollama',
      },
      { id: 'offline', label: 'Offline generator', provider: 'offline' },
    ])
    const model = findModel(env, 'ollama:llama3.2:latest')!.create()
    expect(typeof model === 'object' && model.modelId).toBe('llama3.2:latest')
  })

  it('lists none when the server does not answer or is not set', async () => {
    expect(await discoverOllamaModels({})).toEqual([])
    expect(
      await discoverOllamaModels({ OLLAMA_BASE_URL: 'http://127.0.0.1:9' })
    ).toEqual([])
    expect(findModel({}, 'ollama:llama3.2')).toBeNull()
  })
})
