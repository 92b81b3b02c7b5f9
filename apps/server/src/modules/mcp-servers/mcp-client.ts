import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { StoredTool } from '../../db/schema'
import { OutboundError, type GuardedFetch } from '../outbound'

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

export function toStoredTool(tool: McpToolDefinition | RawTool): StoredTool {
  const schema = (tool.inputSchema ?? {}) as NonNullable<RawTool['inputSchema']>
  const properties: StoredTool['input_schema']['properties'] = {}
  for (const [name, value] of Object.entries(schema.properties ?? {})) {
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
      required: (schema.required ?? []).filter(
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

async function connectWith(transport: Transport, signal: AbortSignal) {
  const client = new Client({ name: 'kiln', version: '1.0.0' })
  try {
    await client.connect(transport, { signal })
    return client
  } catch (error) {
    await client.close().catch(() => {})
    throw error
  }
}

type ConnectOptions = {
  fetch: GuardedFetch
  headers?: Record<string, string>
  /** Ends the connection attempt (and, for a kept client, every request). */
  signal: AbortSignal
}

const timedOut = () =>
  new McpConnectError('The server did not answer in time.', 'TIMEOUT')

/**
 * A connected MCP client through the outbound guard: Streamable HTTP first,
 * then the older HTTP+SSE transport. The caller closes it.
 */
export async function connectMcp(
  url: string,
  options: ConnectOptions
): Promise<Client> {
  const { signal } = options
  const fetch = (input: string | URL, init?: RequestInit) =>
    options.fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    })
  const requestInit = { headers: options.headers ?? {} }
  const target = new URL(url)
  try {
    return await connectWith(
      new StreamableHTTPClientTransport(target, { fetch, requestInit }),
      signal
    )
  } catch (first) {
    const reason = describe(first)
    if (signal.aborted) throw timedOut()
    if (
      reason.category === 'BLOCKED_DESTINATION' ||
      reason.category === 'INVALID_URL'
    ) {
      throw reason
    }
    try {
      return await connectWith(
        new SSEClientTransport(target, {
          fetch,
          requestInit,
          eventSourceInit: { fetch },
        }),
        signal
      )
    } catch (second) {
      if (signal.aborted) throw timedOut()
      const fallback = describe(second)
      throw fallback.category === 'CONNECTION_FAILED' ? reason : fallback
    }
  }
}

/** A tool as its server declares it, JSON schema included. */
export type McpToolDefinition = {
  name: string
  description: string
  inputSchema: unknown
}

/** Connects and lists the server's tools as declared (up to 10 pages). */
export async function listMcpToolDefinitions(
  url: string,
  options: ListOptions
): Promise<McpToolDefinition[]> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const client = await connectMcp(url, { ...options, signal })
  try {
    const tools: McpToolDefinition[] = []
    let cursor: string | undefined
    for (let page = 0; page < 10; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, {
        signal,
      })
      for (const raw of result.tools as RawTool[]) {
        tools.push({
          name: raw.name,
          description: raw.description ?? '',
          inputSchema: raw.inputSchema ?? { type: 'object' },
        })
      }
      cursor = result.nextCursor
      if (!cursor) break
    }
    return tools
  } catch (error) {
    throw signal.aborted ? timedOut() : describe(error)
  } finally {
    await client.close().catch(() => {})
  }
}

/** Connects with the MCP SDK through the outbound guard and lists the tools. */
export async function listMcpTools(
  url: string,
  options: ListOptions
): Promise<StoredTool[]> {
  return (await listMcpToolDefinitions(url, options)).map(toStoredTool)
}
