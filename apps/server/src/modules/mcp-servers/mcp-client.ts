import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { StoredTool } from '../../db/schema'
import type { GuardedFetch } from '../outbound/outbound'
import { OutboundError } from '../outbound/outbound-error'

/** Why listing tools failed, in words safe to show. */
export class McpConnectError extends Error {
  constructor(
    message: string,
    readonly category: string
  ) {
    super(message)
    this.name = 'McpConnectError'
  }
}

type ListOptions = {
  fetch: GuardedFetch
  /** e.g. Authorization for a server the user authenticated with. */
  headers?: Record<string, string>
  /** The whole attempt, both transports (default 10 s). */
  timeoutMs?: number
}

type RawTool = {
  name: string
  description?: string
  inputSchema?: { properties?: Record<string, unknown>; required?: string[] }
}

export function toStoredTool(tool: RawTool): StoredTool {
  const properties: StoredTool['input_schema']['properties'] = {}
  for (const [name, value] of Object.entries(
    tool.inputSchema?.properties ?? {}
  )) {
    const prop = (value ?? {}) as { type?: unknown; description?: unknown }
    properties[name] = {
      ...(typeof prop.type === 'string' ? { type: prop.type } : {}),
      ...(typeof prop.description === 'string'
        ? { description: prop.description }
        : {}),
    }
  }
  return {
    name: tool.name,
    description: tool.description ?? '',
    input_schema: {
      properties,
      required: (tool.inputSchema?.required ?? []).filter(
        (name): name is string => typeof name === 'string'
      ),
    },
  }
}

function describe(error: unknown): McpConnectError {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof McpConnectError) return current
    if (current instanceof OutboundError) {
      return new McpConnectError(current.message, current.category)
    }
    const { code, name } = current as { code?: unknown; name?: string }
    if (code === 401 || name === 'UnauthorizedError') {
      return new McpConnectError(
        'The server requires authentication. Authenticate first, then test again.',
        'AUTH_REQUIRED'
      )
    }
    current = (current as { cause?: unknown }).cause
  }
  return new McpConnectError(
    'Failed to connect to MCP server. Verify the URL and network.',
    'CONNECTION_FAILED'
  )
}

async function listWith(transport: Transport, signal: AbortSignal) {
  const client = new Client({ name: 'kiln', version: '1.0.0' })
  try {
    await client.connect(transport, { signal })
    const tools: RawTool[] = []
    let cursor: string | undefined
    for (let page = 0; page < 10; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, {
        signal,
      })
      tools.push(...(result.tools as RawTool[]))
      cursor = result.nextCursor
      if (!cursor) break
    }
    return tools.map(toStoredTool)
  } finally {
    await client.close().catch(() => {})
  }
}

/**
 * Connects with the MCP SDK through the outbound guard and lists the tools:
 * Streamable HTTP first, then the older HTTP+SSE transport.
 */
export async function listMcpTools(
  url: string,
  options: ListOptions
): Promise<StoredTool[]> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const fetch = (input: string | URL, init?: RequestInit) =>
    options.fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    })
  const requestInit = { headers: options.headers ?? {} }
  const target = new URL(url)
  try {
    return await listWith(
      new StreamableHTTPClientTransport(target, { fetch, requestInit }),
      signal
    )
  } catch (first) {
    const reason = describe(first)
    if (signal.aborted)
      throw new McpConnectError('The server did not answer in time.', 'TIMEOUT')
    if (
      reason.category === 'BLOCKED_DESTINATION' ||
      reason.category === 'INVALID_URL'
    ) {
      throw reason
    }
    try {
      return await listWith(
        new SSEClientTransport(target, {
          fetch,
          requestInit,
          eventSourceInit: { fetch },
        }),
        signal
      )
    } catch (second) {
      if (signal.aborted)
        throw new McpConnectError(
          'The server did not answer in time.',
          'TIMEOUT'
        )
      const fallback = describe(second)
      return Promise.reject(
        fallback.category === 'CONNECTION_FAILED' ? reason : fallback
      )
    }
  }
}
