import { FIGMA_SERVICE } from '@kiln/contract/integrations'
import type { Env } from '../../config/env'
import type { Database } from '../../db/database'
import { createApiKeysRepo, findFigmaFileKey } from '../api-keys'
import { createApisRepo } from '../apis'
import { createMcpAuthRepo, createMcpOauthService } from '../mcp-oauth'
import {
  catalogUrlOf,
  createMcpServersRepo,
  listMcpToolDefinitions,
  toStoredTool,
  type CatalogEntry,
  type McpToolDefinition,
} from '../mcp-servers'
import {
  createOutbound,
  outboundSettings,
  type GuardedFetch,
} from '../outbound'
import type { Vault } from '../vault'
import { describeApi, describeServer } from './describe'

export type BuildContextDeps = {
  db: Database
  env: Env
  now: () => Date
  vault?: Vault
  /** The official MCP servers (loaded once, at start). */
  catalog: CatalogEntry[]
}
export type BuildTaskInput = {
  userId: string
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
  /** Integrations that could not be used, for the thread. */
  problems?: { source: string; message: string }[]
}

const MAX_TOOLS_PER_SERVER = 40

/** The MCP OAuth service over a build's guarded fetch (absent without a vault). */
export function buildMcpOauth(deps: BuildContextDeps, fetch: GuardedFetch) {
  return deps.vault
    ? createMcpOauthService({
        repo: createMcpAuthRepo(deps.db),
        vault: deps.vault,
        fetch,
        publicUrl: deps.env.publicUrl,
        urlOf: async () => undefined,
        now: deps.now,
      })
    : undefined
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
  try {
    const { catalog } = deps
    const servers = createMcpServersRepo(deps.db)
    const oauth = buildMcpOauth(deps, outbound.fetch)
    for (const id of task.preselectedMcpIds) {
      const official = catalog.find((entry) => entry.id === id)
      const own = official ? undefined : await servers.find(task.userId, id)
      const url = catalogUrlOf(catalog, id) ?? own?.url
      if (!url) {
        notes.push(`MCP server ${id}: not found, skipped`)
        continue
      }
      const name = official?.name ?? own?.name ?? id
      const headers = await oauth
        ?.headersFor(task.userId, id, url)
        .catch(() => undefined)
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
      if (tools?.length) offered.push({ id, name, url, tools })
      notes.push(
        tools
          ? `MCP server "${name}" (${tools.length} tools): selected by you for this build`
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
    const apis = createApisRepo(deps.db)
    for (const id of task.preselectedApiIds) {
      const api = await apis.find(task.userId, id)
      if (!api) {
        notes.push(`API ${id}: not found, skipped`)
        continue
      }
      notes.push(`API "${api.name}": selected by you for this build`)
      sections.push(describeApi(api))
    }
    const fileKey = findFigmaFileKey(task.prompt)
    if (fileKey && deps.vault) {
      const keys = createApiKeysRepo(deps.db)
      const key = await keys.find(task.userId, FIGMA_SERVICE)
      if (key?.status === 'active') {
        figmaFileKey = fileKey
        notes.push(
          'Figma file: linked in your prompt, read by the agent with your Figma key'
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
    problems,
  }
}
