import { FIGMA_SERVICE } from '@kiln/contract/integrations'
import type { Env } from '../../config/env'
import type { Database } from '../../db/database'
import { fromRepoRoot } from '../../lib/paths'
import { createApiKeysRepo } from '../api-keys/api-keys.repo'
import { createFigmaClient, findFigmaFileKey } from '../api-keys/figma-client'
import { createApisRepo } from '../apis/apis.repo'
import { createMcpAuthRepo } from '../mcp-oauth/mcp-auth.repo'
import { createMcpOauthService } from '../mcp-oauth/mcp-oauth.service'
import {
  catalogUrlOf,
  defaultCatalogPath,
  loadCatalog,
} from '../mcp-servers/catalog'
import { listMcpTools } from '../mcp-servers/mcp-client'
import { createMcpServersRepo } from '../mcp-servers/mcp-servers.repo'
import { createOutbound } from '../outbound/outbound'
import { outboundSettings } from '../outbound/outbound-settings'
import { sealContext } from '../vault/seal-contexts'
import type { Vault } from '../vault/vault'
import { describeApi, describeFigma, describeServer } from './describe'

export type BuildContextDeps = {
  db: Database
  env: Env
  now: () => Date
  vault?: Vault
}
export type BuildTaskInput = {
  userId: string
  prompt: string
  preselectedMcpIds: string[]
  preselectedApiIds: string[]
}
/** JSON only: it is memoised as a job step. */
export type BuildContext = {
  /** For the SELECTED_MCP status message: what was chosen and why. */
  summary: string
  /** For the model, as context before the prompt; empty when none. */
  context: string
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
  try {
    const catalog = loadCatalog(
      deps.env.mcpCatalogPath
        ? fromRepoRoot(deps.env.mcpCatalogPath)
        : defaultCatalogPath
    )
    const servers = createMcpServersRepo(deps.db)
    const oauth = deps.vault
      ? createMcpOauthService({
          repo: createMcpAuthRepo(deps.db),
          vault: deps.vault,
          fetch: outbound.fetch,
          publicUrl: deps.env.publicUrl,
          urlOf: async () => undefined,
          now: deps.now,
        })
      : undefined
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
      const tools = await listMcpTools(url, {
        fetch: outbound.fetch,
        headers,
        timeoutMs: 8000,
      }).catch(() => own?.tools ?? [])
      notes.push(
        `MCP server "${name}" (${tools.length} tools): selected by you for this build`
      )
      sections.push(
        describeServer(
          name,
          official?.description ?? own?.description ?? '',
          tools
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
        const token = deps.vault.open(
          key.sealedKey,
          sealContext.apiKey(task.userId, FIGMA_SERVICE)
        )
        const figma = createFigmaClient(
          outbound.fetch,
          deps.env.figmaApiBaseUrl
        )
        const file = await figma
          .fileSummary(token, fileKey)
          .catch(() => undefined)
        await keys.touchLastUsed(task.userId, FIGMA_SERVICE, deps.now())
        if (file) {
          notes.push(
            `Figma file "${file.name}": linked in your prompt, used to guide the design`
          )
          sections.push(describeFigma(file))
        } else {
          notes.push('Figma file: linked in your prompt but could not be read')
        }
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
  }
}
