import type { ModelMessage } from 'ai'
import type { ChatTurn, Usage } from '../../build-types.ts'
import { PLAN_SYSTEM, projectContext } from '../prompts.ts'
import { cached, streamCall } from '../stream-call.ts'
import { count, enter, type StepRunner } from './build-state.ts'

export const PLAN_CONTEXT_CHARS = 8_000

export type PlanResult = { text: string; usage: Usage }

/** Earlier turns, the last one a cache point: they only grow at the end. */
export function historyMessages(history: ChatTurn[] = []): ModelMessage[] {
  const turns: ModelMessage[] = history
    .slice(-10)
    .map((t) => ({ role: t.role, content: t.content }))
  if (turns.length > 0) turns[turns.length - 1] = cached(turns.at(-1)!)
  return turns
}

/** plan: a short plan of the app or of the change, streamed to the thread. */
export const planStep: StepRunner = async (state) => {
  enter(state, 'plan')
  const { prompt, history, recentPaths } = state.input
  const isFollowUp = Object.keys(state.before).length > 0
  const request = isFollowUp
    ? `This is a change request for an existing app.\n${projectContext(state.before, { prompt, recent: recentPaths, budget: PLAN_CONTEXT_CHARS })}\n\nRequest: ${prompt}`
    : `Build a new app: ${prompt}`
  const plan = await state.runStep<PlanResult>('plan', () =>
    streamCall({
      model: state.model,
      onEvent: state.emit,
      signal: state.signal,
      system: PLAN_SYSTEM,
      knowledge: state.input.knowledge,
      messages: [
        ...historyMessages(history),
        { role: 'user', content: request },
      ],
      maxSteps: 1,
      part: 'plan',
    })
  )
  count(state, 'plan', plan.usage)
  state.plan = plan.text
}
