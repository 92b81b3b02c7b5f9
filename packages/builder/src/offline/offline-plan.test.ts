import { describe, expect, it } from 'vitest'
import { runPlan } from '../engine.ts'
import { generateOffline } from './offline-generator.ts'
import { planOffline } from './offline-plan.ts'

describe('offline plan mode', () => {
  const first = generateOffline('A recipe book with ingredients and a rating')

  it('lists what a follow-up would change, its files and what it cannot do, without changing a file', () => {
    const before = JSON.stringify(first.files)
    const plan = planOffline(
      'add a FAQ and testimonials and connect it to Stripe',
      first.files
    )
    expect(plan).toContain('- Add a FAQ section.')
    expect(plan).toContain('- Add a testimonials section.')
    expect(plan).toMatch(
      /Files:\n(- .+\n)*- src\/sections\/faq-section\.tsx \(new\)/
    )
    expect(plan).toContain('What it cannot do offline:')
    expect(plan).toContain('connect it to Stripe')
    expect(JSON.stringify(first.files)).toBe(before)
  })

  it('plans a new app from its app model', () => {
    const plan = planOffline('A habit tracker with streaks', {})
    expect(plan).toContain('A new app “Habit Tracker”')
    expect(plan).toContain('- src/App.tsx (new)')
  })

  it('says it did not read the knowledge and costs no tokens', async () => {
    const result = await runPlan({
      prompt: 'add a FAQ',
      files: first.files,
      knowledge: 'Headings are purple.',
      modelId: 'offline',
    })
    expect(result.usedKnowledge).toBe(false)
    expect(result.usage).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cachedInputTokens: 0,
    })
    expect(result.text).toContain('your project knowledge is not used')
    expect(result.text).not.toContain('Headings are purple.')
  })
})
