import { FIGMA_SERVICE } from '@kiln/contract/integrations'
import type { Env } from '../../config/env'
import type { ApiRow, McpServerRow } from '../../db/schema'
import { findFigmaFileKey } from '../api-keys'
import {
  catalogUrlOf,
  listMcpToolDefinitions,
  toStoredTool,
  type CatalogEntry,
  type McpToolDefinition,
} from '../mcp-servers'
import { createOutbound, outboundSettings } from '../outbound'
import type { Vault } from '../vault'
import { describeApi, describeServer } from './describe'

/**
 * What a build reads of the integrations modules, through their services
 * (built in services.ts): the servers and APIs the user may use in the
 * project's workspace (their own and, while they may build there, the
 * workspace's), their Figma key, and MCP OAuth headers.
 */
export type BuildIntegrations = {
  usableMcpServer: (
    userId: string,
    workspaceId: string | undefined,
    id: string
  ) => Promise<McpServerRow | undefined>
  usableApi: (
    userId: string,
    workspaceId: string | undefined,
    id: string
  ) => Promise<ApiRow | undefined>
  /** The workspace a project lives in. */
  projectWorkspace: (projectId: string) => Promise<string | undefined>
  hasActiveKey: (userId: string, service: string) => Promise<boolean>
  openActiveKey: (
    userId: string,
    service: string
  ) => Promise<string | undefined>
  /** Records that a key was just used. */
  keyUsed: (userId: string, service: string) => Promise<void>
  /** The workspace's key for a service, for a member who may build there. */
  hasWorkspaceKey: (
    userId: string,
    workspaceId: string,
    service: string
  ) => Promise<boolean>
  openWorkspaceKey: (
    userId: string,
    workspaceId: string,
    service: string
  ) => Promise<string | undefined>
  mcpAuthHeaders: (
    userId: string,
    serverId: string,
    url: string
  ) => Promise<Record<string, string> | undefined>
}

export type BuildContextDeps = {
  integrations: BuildIntegrations
  env: Env
  now: () => Date
  vault?: Vault
  /** The official MCP servers (loaded once, at start). */
  catalog: CatalogEntry[]
}
export type BuildTaskInput = {
  userId: string
  /** The project built; its workspace's integrations join the user's own. */
  projectId?: string
  prompt: string
  preselectedMcpIds: string[]
  preselectedApiIds: string[]
}
/** A selected MCP server whose tools the coding model may call. */
export type BuildMcpServer = {
  id: string
  name: string
  url: string
  tools: McpToolDefinition[]
  /** A workspace's server: each call checks the builder may still use it. */
  workspaceId?: string
}
/** JSON only: it is memoised as a job step. */
export type BuildContext = {
  /** For the SELECTED_MCP status message: what was chosen and why. */
  summary: string
  /** For the model, as context before the prompt; empty when none. */
  context: string
  /** Servers whose tools are offered to the coding model. */
  servers?: BuildMcpServer[]
  /** The Figma file linked in the prompt, read through a tool with the user's key. */
  figmaFileKey?: string
  /** …or with this workspace's key, when the user has none of their own. */
  figmaWorkspaceId?: string
  /** Integrations that could not be used, for the thread. */
  problems?: { source: string; message: string }[]
}

const MAX_TOOLS_PER_SERVER = 40

/** The user's MCP OAuth headers for a server (none without a vault). */
export function mcpAuthHeaders(
  deps: BuildContextDeps,
  userId: string,
  serverId: string,
  url: string
) {
  return deps.vault
    ? deps.integrations
        .mcpAuthHeaders(userId, serverId, url)
        .catch(() => undefined)
    : Promise.resolve(undefined)
}

/**
 * The integrations a build uses: the selected MCP servers (with their tools),
 * custom APIs, and a Figma file linked in the prompt (read with the stored key).
 */
export async function gatherBuildContext(
  deps: BuildContextDeps,
  task: BuildTaskInput
): Promise<BuildContext> {
  const outbound = createOutbound({
    ...outboundSettings(deps.env),
    timeoutMs: 8000,
  })
  const notes: string[] = []
  const sections: string[] = []
  const offered: BuildMcpServer[] = []
  const problems: { source: string; message: string }[] = []
  let figmaFileKey: string | undefined
  let figmaWorkspaceId: string | undefined
  try {
    const { catalog } = deps
    const workspaceId = task.projectId
      ? await deps.integrations.projectWorkspace(task.projectId)
      : undefined
    for (const id of task.preselectedMcpIds) {
      const official = catalog.find((entry) => entry.id === id)
      const own = official
        ? undefined
        : await deps.integrations.usableMcpServer(task.userId, workspaceId, id)
      const url = catalogUrlOf(catalog, id) ?? own?.url
      if (!url) {
        notes.push(`MCP server ${id}: not found, skipped`)
        continue
      }
      const name = official?.name ?? own?.name ?? id
      const headers = await mcpAuthHeaders(deps, task.userId, id, url)
      const listed = await listMcpToolDefinitions(url, {
        fetch: outbound.fetch,
        headers,
        timeoutMs: 8000,
      }).catch((error: unknown) => {
        problems.push({
          source: name,
          message: `could not list its tools (${error instanceof Error ? error.message : 'failed'}); the build goes on without them`,
        })
        return undefined
      })
      const tools = listed?.slice(0, MAX_TOOLS_PER_SERVER)
      if (tools?.length)
        offered.push({
          id,
          name,
          url,
          tools,
          ...(own?.workspaceId ? { workspaceId: own.workspaceId } : {}),
        })
      notes.push(
        tools
          ? `MCP server "${name}" (${tools.length} tools)${own?.workspaceId ? ", the workspace's" : ''}: selected by you for this build`
          : `MCP server "${name}": selected by you, but it could not be reached`
      )
      sections.push(
        describeServer(
          name,
          official?.description ?? own?.description ?? '',
          tools?.map(toStoredTool) ?? own?.tools ?? []
        )
      )
    }
    for (const id of task.preselectedApiIds) {
      const api = await deps.integrations.usableApi(
        task.userId,
        workspaceId,
        id
      )
      if (!api) {
        notes.push(`API ${id}: not found, skipped`)
        continue
      }
      notes.push(
        `API "${api.name}"${api.workspaceId ? ", the workspace's" : ''}: selected by you for this build`
      )
      sections.push(describeApi(api))
    }
    const fileKey = findFigmaFileKey(task.prompt)
    if (fileKey && deps.vault) {
      if (await deps.integrations.hasActiveKey(task.userId, FIGMA_SERVICE)) {
        figmaFileKey = fileKey
        notes.push(
          'Figma file: linked in your prompt, read by the agent with your Figma key'
        )
        sections.push(
          'A Figma design is linked in the request: the coding agent reads it with the figma tool to follow its pages and frames.'
        )
      } else if (
        workspaceId &&
        (await deps.integrations.hasWorkspaceKey(
          task.userId,
          workspaceId,
          FIGMA_SERVICE
        ))
      ) {
        figmaFileKey = fileKey
        figmaWorkspaceId = workspaceId
        notes.push(
          "Figma file: linked in your prompt, read by the agent with the workspace's Figma key"
        )
        sections.push(
          'A Figma design is linked in the request: the coding agent reads it with the figma tool to follow its pages and frames.'
        )
      } else {
        notes.push(
          'Figma file: linked in your prompt, but no active Figma key is saved'
        )
      }
    }
  } finally {
    await outbound.close().catch(() => {})
  }
  return {
    summary: notes.length
      ? `Using the selected integrations. ${notes.join('; ')}.`
      : '',
    context: sections.join('\n\n'),
    servers: offered,
    ...(figmaFileKey ? { figmaFileKey } : {}),
    ...(figmaWorkspaceId ? { figmaWorkspaceId } : {}),
    problems,
  }
}
