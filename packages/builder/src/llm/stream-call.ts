import {
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type SystemModelMessage,
  type ToolSet,
} from 'ai'
import type { BuildEvent, Usage } from '../build-types.ts'
import { compactToolInputs } from './compact-messages.ts'
import { retryUsage, toolTarget, type StepRecord } from './retry-usage.ts'

export type CallOptions = {
  model: LanguageModel
  system: string
  /** The user's standing instructions: a second system part after `system`, cached with it. */
  knowledge?: string
  /** Stable context first (cached), the request last. */
  messages: ModelMessage[]
  tools?: ToolSet
  /** Tool inputs holding file text, by tool name, sent only in short after their step. */
  textInputs?: ReadonlyMap<string, readonly string[]>
  maxSteps: number
  /** Caps each call's answer (plan mode). */
  maxOutputTokens?: number
  part: 'plan' | 'reply'
  onEvent?: (e: BuildEvent) => void
  signal?: AbortSignal
}

/** Anthropic prompt caching: a breakpoint after this message (others ignore it). */
export const CACHE_POINT = {
  anthropic: { cacheControl: { type: 'ephemeral' } },
} as const

export function cached<M extends ModelMessage | SystemModelMessage>(
  message: M
): M {
  return { ...message, providerOptions: CACHE_POINT }
}

/**
 * Kiln's fixed system text, then the user's instructions: both stay the same
 * across a build's calls and a project's turns, so each ends a cached prefix
 * (Anthropic cache breakpoints; OpenAI-style providers cache the prefix).
 */
export function systemParts(
  system: string,
  knowledge?: string
): SystemModelMessage[] {
  const parts = [cached({ role: 'system' as const, content: system })]
  if (knowledge?.trim())
    parts.push(cached({ role: 'system', content: knowledgeBlock(knowledge) }))
  return parts
}

/** How the instructions reach the model. */
export const knowledgeBlock = (knowledge: string) =>
  `Project knowledge: the user's standing instructions for this project. Follow them unless the request says otherwise.\n${knowledge.trim()}`

type StepUsage = {
  inputTokens?: number
  outputTokens?: number
  cachedInputTokens?: number
  inputTokenDetails?: { cacheReadTokens?: number }
}

const toUsage = (u: StepUsage): Usage => ({
  inputTokens: u.inputTokens ?? 0,
  outputTokens: u.outputTokens ?? 0,
  cachedInputTokens:
    u.inputTokenDetails?.cacheReadTokens ?? u.cachedInputTokens ?? 0,
})

export type CallResult = {
  text: string
  usage: Usage
  /** The part of usage spent on model calls that only retried refused tool calls. */
  retry: Usage
}

/**
 * One streamed model call (with its tool loop). Text deltas and the call's
 * usage go to onEvent; provider errors are thrown.
 */
export async function streamCall(opts: CallOptions): Promise<CallResult> {
  const result = streamText({
    model: opts.model,
    system: systemParts(opts.system, opts.knowledge),
    messages: opts.messages,
    tools: opts.tools,
    stopWhen: stepCountIs(opts.maxSteps),
    maxOutputTokens: opts.maxOutputTokens,
    abortSignal: opts.signal,
    maxRetries: 2,
    // The error reaches the caller as the stream's error part (thrown below),
    // whose log redacts secrets: not printed raw to the console, as the SDK
    // does by default (a provider's error may echo the key).
    onError: () => {},
    prepareStep: ({ messages, stepNumber }) => {
      if (stepNumber === 0) return {}
      const compact = compactToolInputs(messages, opts.textInputs ?? new Map())
      // The loop's history so far is the next request's cached prefix.
      compact[compact.length - 1] = cached(compact[compact.length - 1]!)
      return { messages: compact }
    },
  })
  let text = ''
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text
      opts.onEvent?.({ type: 'text', part: opts.part, delta: part.text })
    } else if (part.type === 'finish-step') {
      text += text && !text.endsWith('\n') ? '\n' : ''
    } else if (part.type === 'error') {
      throw part.error instanceof Error
        ? part.error
        : new Error(String(part.error))
    } else if (part.type === 'abort') {
      opts.signal?.throwIfAborted()
      throw new Error('The model call was aborted')
    }
  }
  const usage = toUsage(await result.totalUsage)
  const steps: StepRecord[] = (await result.steps).map((step) => {
    const refused = new Set(
      step.content.flatMap((p) =>
        p.type === 'tool-error' ? [p.toolCallId] : []
      )
    )
    return {
      usage: toUsage(step.usage),
      calls: step.toolCalls.map((c) => ({
        tool: c.toolName,
        target: toolTarget(c.input),
        refused: refused.has(c.toolCallId),
      })),
    }
  })
  opts.onEvent?.({ type: 'usage', ...usage })
  return { text: text.trim(), usage, retry: retryUsage(steps) }
}
