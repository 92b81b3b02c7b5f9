import type { BuildEvent, BuildStep } from '@kiln/builder/build-types'
import { metrics, modelProvider } from '../../../lib/metrics'

/**
 * Metrics of one build run from the engine's events: each step's duration
 * (from its status event to the next, the last one to `end`), run-checks,
 * repair rounds and the model's tokens.
 */
export function createBuildMetrics(modelId: string, now = () => Date.now()) {
  const model = { provider: modelProvider(modelId), model: modelId }
  let current: { step: BuildStep; since: number } | null = null

  const endStep = () => {
    if (!current) return
    metrics.stepDuration.observe(
      { step: current.step },
      (now() - current.since) / 1000
    )
    current = null
  }

  return {
    observe(event: BuildEvent) {
      if (event.type === 'status') {
        endStep()
        current = { step: event.step, since: now() }
        if (event.step === 'check') metrics.checks.inc()
      } else if (event.type === 'repair') {
        metrics.repairs.inc()
      } else if (event.type === 'usage') {
        const cached = event.cachedInputTokens ?? 0
        metrics.modelTokens.inc({ ...model, kind: 'input' }, event.inputTokens)
        metrics.modelTokens.inc(
          { ...model, kind: 'output' },
          event.outputTokens
        )
        if (cached)
          metrics.modelTokens.inc({ ...model, kind: 'cached_input' }, cached)
      }
    },
    /** The engine returned or threw: the step it was in ends. */
    end: endStep,
  }
}

/** Credits a completed build was charged, by its model. */
export function countCredits(modelId: string, credits: number) {
  if (credits > 0)
    metrics.modelCredits.inc(
      { provider: modelProvider(modelId), model: modelId },
      credits
    )
}
