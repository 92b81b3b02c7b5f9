import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted assistant turn: text, tool calls, or both. */
export type ScriptedReply = {
  text?: string
  toolCalls?: { name: string; args: unknown }[]
  /** Prompt tokens the reply reports as read from the provider's cache. */
  cachedTokens?: number
  /** Tokens the reply reports (default 100 prompt, 20 completion). */
  promptTokens?: number
  completionTokens?: number
  /**
   * Answer with this HTTP error instead: `message` gets the request's API
   * key (from its Authorization header), as providers that echo a wrong
   * key in their error do.
   */
  error?: { status: number; message: (apiKey: string) => string }
}

export type ChatRequest = {
  model: string
  messages: { role: string; content?: unknown; tool_call_id?: string }[]
  tools?: unknown[]
}

function chunk(delta: unknown, finish: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  }
}

/** About 4 characters a token, the providers' rule of thumb. */
const measure = (chars: number) => Math.ceil(chars / 4)

/** A reply's prompt and completion tokens measured from the request and the reply's own text. */
function measured(reply: ScriptedReply, request: ChatRequest): ScriptedReply {
  const sent =
    JSON.stringify(request.messages).length +
    JSON.stringify(request.tools ?? []).length
  const written =
    (reply.text?.length ?? 0) + JSON.stringify(reply.toolCalls ?? []).length
  return {
    ...reply,
    promptTokens: reply.promptTokens ?? measure(sent),
    completionTokens: reply.completionTokens ?? measure(written),
  }
}

function sse(reply: ScriptedReply, n: number): string {
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })]
  for (const word of reply.text?.match(/\S+\s*/g) ?? [])
    events.push(chunk({ content: word }))
  reply.toolCalls?.forEach((call, index) => {
    const args = JSON.stringify(call.args)
    const id = `call_${n}_${index}`
    events.push(
      chunk({
        tool_calls: [
          {
            index,
            id,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      })
    )
    for (let i = 0; i < args.length; i += 200) {
      events.push(
        chunk({
          tool_calls: [
            { index, function: { arguments: args.slice(i, i + 200) } },
          ],
        })
      )
    }
  })
  events.push(chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'))
  events.push({
    ...chunk({}),
    choices: [],
    usage: {
      prompt_tokens: reply.promptTokens ?? 100,
      completion_tokens: reply.completionTokens ?? 20,
      total_tokens:
        (reply.promptTokens ?? 100) + (reply.completionTokens ?? 20),
      ...(reply.cachedTokens !== undefined
        ? { prompt_tokens_details: { cached_tokens: reply.cachedTokens } }
        : {}),
    },
  })
  return `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`
}

/**
 * A local HTTP server that speaks the OpenAI chat-completions streaming
 * protocol and answers each request with the next scripted reply.
 */
export async function startScriptedOpenAi(
  options: {
    /** Report tokens as about 4 characters each of what was sent and written, not the fixed 100/20. */
    measureTokens?: boolean
  } = {}
) {
  const queue: ScriptedReply[] = []
  const requests: ChatRequest[] = []
  /** The size in bytes of each request body, in order. */
  const requestBytes: number[] = []
  /** The Authorization header of each request, in order (which key paid). */
  const authorizations: (string | undefined)[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      const request = JSON.parse(body) as ChatRequest
      requests.push(request)
      requestBytes.push(Buffer.byteLength(body))
      authorizations.push(req.headers.authorization)
      const reply = queue.shift()
      if (!reply) {
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            error: {
              message: 'No scripted reply left',
              type: 'invalid_request_error',
            },
          })
        )
        return
      }
      if (reply.error) {
        const apiKey = (req.headers.authorization ?? '').replace(/^Bearer /, '')
        res.writeHead(reply.error.status, {
          'content-type': 'application/json',
        })
        res.end(
          JSON.stringify({
            error: {
              message: reply.error.message(apiKey),
              type: 'invalid_request_error',
              code: 'invalid_api_key',
            },
          })
        )
        return
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
      })
      res.end(
        sse(
          options.measureTokens ? measured(reply, request) : reply,
          requests.length
        )
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    requestBytes,
    authorizations,
    script: (...replies: ScriptedReply[]) => queue.push(...replies),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0
      requests.length = 0
      requestBytes.length = 0
      authorizations.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
