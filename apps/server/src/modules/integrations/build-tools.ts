import { integrationToolName, type IntegrationTool } from '@kiln/builder/engine'
import { FIGMA_SERVICE } from '@kiln/contract/integrations'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { createFigmaClient } from '../api-keys'
import { connectMcp } from '../mcp-servers'
import { createOutbound, outboundSettings } from '../outbound'
import {
  mcpAuthHeaders,
  type BuildContext,
  type BuildContextDeps,
  type BuildMcpServer,
} from './build-context'
import { describeFigma } from './describe'

type McpContent = { type: string; text?: string; mimeType?: string }

/** An MCP tool result as text: text parts as they are, other parts named. */
export function mcpResultText(result: {
  content?: unknown
  structuredContent?: unknown
  isError?: unknown
}): string {
  const parts = Array.isArray(result.content)
    ? (result.content as McpContent[])
    : []
  const text = parts
    .map((part) =>
      part.type === 'text'
        ? String(part.text ?? '')
        : `[${part.type}${part.mimeType ? ` ${part.mimeType}` : ''}]`
    )
    .join('\n')
  const body =
    text ||
    (result.structuredContent ? JSON.stringify(result.structuredContent) : '')
  if (result.isError) throw new Error(body || 'the tool reported an error')
  return body
}

/**
 * The integration tools of one build over the user's selected MCP servers
 * (their OAuth tokens, the outbound guard) and the Figma file linked in the
 * prompt. Each server is connected on its first call; close() ends them.
 */
export function openBuildTools(
  deps: BuildContextDeps,
  userId: string,
  context: BuildContext
) {
  const { timeoutMs } = deps.env.integrationTools
  const outbound = createOutbound({
    ...outboundSettings(deps.env),
    // One request may last as long as the call it carries.
    timeoutMs: timeoutMs + 5_000,
  })
  const session = new AbortController()
  const clients = new Map<string, Promise<Client>>()

  const clientFor = (server: BuildMcpServer) => {
    let client = clients.get(server.id)
    if (!client) {
      client = (async () => {
        const headers = await mcpAuthHeaders(
          deps,
          userId,
          server.id,
          server.url
        )
        return connectMcp(server.url, {
          fetch: outbound.fetch,
          headers,
          signal: session.signal,
        })
      })()
      clients.set(server.id, client)
    }
    return client
  }

  const mcpTools = (context.servers ?? []).flatMap((server) =>
    server.tools.map((t): IntegrationTool => ({
      name: integrationToolName('mcp', server.name, t.name),
      source: server.name,
      title: t.name,
      description: t.description,
      inputSchema: t.inputSchema,
      call: async (input, signal) => {
        if (
          server.workspaceId &&
          !(await deps.integrations.usableMcpServer(
            userId,
            server.workspaceId,
            server.id
          ))
        ) {
          throw new Error(
            "you are no longer a member who may build with the workspace's server"
          )
        }
        const client = await clientFor(server)
        const result = await client.callTool(
          { name: t.name, arguments: input },
          undefined,
          { signal, timeout: timeoutMs }
        )
        return mcpResultText(result as Parameters<typeof mcpResultText>[0])
      },
    }))
  )

  const figmaTools: IntegrationTool[] =
    context.figmaFileKey && deps.vault
      ? [
          {
            name: 'figma_readLinkedDesign',
            source: 'Figma',
            title: 'read design',
            description:
              'Reads the Figma file linked in the request: its name, pages and top-level frames.',
            inputSchema: { type: 'object', properties: {} },
            call: async () => {
              const workspaceId = context.figmaWorkspaceId
              const token = workspaceId
                ? await deps.integrations.openWorkspaceKey(
                    userId,
                    workspaceId,
                    FIGMA_SERVICE
                  )
                : await deps.integrations.openActiveKey(userId, FIGMA_SERVICE)
              if (!token) throw new Error('no active Figma key is saved')
              const figma = createFigmaClient(
                outbound.fetch,
                deps.env.figmaApiBaseUrl
              )
              const file = await figma.fileSummary(token, context.figmaFileKey!)
              if (!workspaceId)
                await deps.integrations.keyUsed(userId, FIGMA_SERVICE)
              return describeFigma(file)
            },
          },
        ]
      : []

  return {
    tools: [...mcpTools, ...figmaTools],
    async close() {
      session.abort()
      const open = await Promise.allSettled(clients.values())
      await Promise.all(
        open.map((c) =>
          c.status === 'fulfilled' ? c.value.close().catch(() => {}) : null
        )
      )
      await outbound.close().catch(() => {})
    },
  }
}
