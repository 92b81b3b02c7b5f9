import {
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from 'ai'
import type { BuildEvent, Usage } from '../build-types.ts'

export type CallOptions = {
  model: LanguageModel
  system: string
  messages: ModelMessage[]
  tools?: ToolSet
  maxSteps: number
  part: 'plan' | 'reply'
  onEvent?: (e: BuildEvent) => void
  signal?: AbortSignal
}

/**
 * One streamed model call (with its tool loop). Text deltas and the call's
 * usage go to onEvent; provider errors are thrown.
 */
export async function streamCall(
  opts: CallOptions
): Promise<{ text: string; usage: Usage }> {
  const result = streamText({
    model: opts.model,
    system: opts.system,
    messages: opts.messages,
    tools: opts.tools,
    stopWhen: stepCountIs(opts.maxSteps),
    abortSignal: opts.signal,
    maxRetries: 2,
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
  const total = await result.totalUsage
  const usage = {
    inputTokens: total.inputTokens ?? 0,
    outputTokens: total.outputTokens ?? 0,
  }
  opts.onEvent?.({ type: 'usage', ...usage })
  return { text: text.trim(), usage }
}
