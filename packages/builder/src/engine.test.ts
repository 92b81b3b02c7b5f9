import { describe, expect, it } from 'vitest'
import type { BuildEvent } from './build-types.ts'
import { runBuild, UnknownModelError } from './engine.ts'

describe('runBuild with the offline generator', () => {
  it('is the default without keys and streams plan, files and reply', async () => {
    const events: BuildEvent[] = []
    const result = await runBuild({
      prompt: 'A todo app for my groceries',
      env: {},
      onEvent: (e) => events.push(e),
    })
    expect(result.model).toEqual({ id: 'offline', label: 'Offline generator' })
    expect(result.bundle.ok).toBe(true)
    expect(result.usage).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cachedInputTokens: 0,
    })
    const steps = events.flatMap((e) => (e.type === 'status' ? [e.step] : []))
    expect(steps).toEqual(['plan', 'code', 'check'])
    const plan = events
      .flatMap((e) => (e.type === 'text' && e.part === 'plan' ? [e.delta] : []))
      .join('')
    expect(plan).toBe(result.plan)
    expect(plan).toContain('Groceries Todo')
    const created = events.filter(
      (e) => e.type === 'file' && e.action === 'created'
    )
    expect(created).toHaveLength(Object.keys(result.files).length)
    expect(result.changes.added).toHaveLength(created.length)

    const next = await runBuild({ prompt: 'make it red', files: result.files })
    expect(next.changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'src/theme.ts',
    ])
    expect(next.messages[0]).toContain('Switched the accent colour to red')
  })

  it('refuses a model that is not configured', async () => {
    await expect(
      runBuild({ prompt: 'x', modelId: 'openai:gpt-4o', env: {} })
    ).rejects.toBeInstanceOf(UnknownModelError)
  })
})
