import type { ModelMessage } from 'ai'

const KEEP_CHARS = 120

function shorten(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= KEEP_CHARS * 2) return value
  const lines = value.split('\n').length
  return `${value.slice(0, KEEP_CHARS)}… [${value.length} chars, ${lines} lines, sent in an earlier step; readFile shows the file as it is now]`
}

/**
 * The tool loop's messages with the file text of earlier write and edit calls
 * cut short, so files already written are not sent again in full at every
 * step. The same input always gives the same output, so the request prefix
 * stays cacheable from one step to the next.
 */
export function compactToolInputs(
  messages: ModelMessage[],
  textInputs: ReadonlyMap<string, readonly string[]>
): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== 'assistant' || typeof message.content === 'string')
      return message
    let changed = false
    const content = message.content.map((part) => {
      const keys =
        part.type === 'tool-call' ? textInputs.get(part.toolName) : undefined
      if (
        !keys ||
        part.type !== 'tool-call' ||
        !part.input ||
        typeof part.input !== 'object'
      )
        return part
      const input = { ...(part.input as Record<string, unknown>) }
      for (const key of keys) {
        const short = shorten(input[key])
        if (short !== input[key]) {
          input[key] = short
          changed = true
        }
      }
      return { ...part, input }
    })
    return changed ? { ...message, content } : message
  })
}
