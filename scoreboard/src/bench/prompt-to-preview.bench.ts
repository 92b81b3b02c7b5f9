import { createClient } from '../client'
import { launchInstance } from '../instance'
import { signUp } from '../users'
import { median, round } from './stats'
import { followTask } from './task-stream'

const PROMPTS = [
  'A todo list for my book club',
  'Booking form for a yoga studio',
  'Habit tracker for drinking water',
  'Notes app for recipes',
  'Expense tracker for a family holiday',
]

/**
 * Offline prompt → COMPLETED through the real server on PGlite, and submit →
 * first streamed event: POST /build_task, then the task's event stream as the
 * studio opens it, timed from the moment the prompt is sent.
 */
export async function benchPromptToPreview(runs: number) {
  const instance = await launchInstance({}, { adminUrl: null })
  try {
    const client = createClient(instance.apiUrl)
    const user = await signUp(client)
    // One unmeasured build, so the first measured one is not the first ever.
    await build(PROMPTS[0]!)
    const done: number[] = []
    const first: number[] = []
    for (let i = 0; i < runs; i++) {
      const result = await build(PROMPTS[i % PROMPTS.length]!)
      done.push(result.doneMs)
      first.push(result.firstEventMs)
    }
    return {
      medianMs: round(median(done)),
      minMs: round(Math.min(...done)),
      maxMs: round(Math.max(...done)),
      firstEventMs: round(median(first)),
      runs,
    }

    async function build(prompt: string) {
      const started = performance.now()
      const task = await client.ok('POST', '/build_task', {
        token: user.token,
        body: { prompt, model: 'offline' },
      })
      const result = await followTask(
        instance.apiUrl,
        user.token,
        task._id,
        started
      )
      if (result.status !== 'COMPLETED') {
        throw new Error(`build ended ${result.status}`)
      }
      return result
    }
  } finally {
    await instance.dispose()
  }
}
