import { AppError } from '../../lib/app-error'
import type { BuildIntegrations } from '../integrations'
import { isOfficialId, type CatalogEntry } from '../mcp-servers'

/**
 * Refuses a build that names an MCP server or API the user cannot use in the
 * workspace: another user's, another workspace's, or one that does not exist
 * (any more).
 */
export async function checkPreselectedIntegrations(
  integrations: Pick<BuildIntegrations, 'usableMcpServer' | 'usableApi'>,
  catalog: CatalogEntry[],
  userId: string,
  workspaceId: string,
  ids: { preselectedMcpIds?: string[]; preselectedApiIds?: string[] }
) {
  for (const id of new Set(ids.preselectedMcpIds)) {
    const usable = isOfficialId(id)
      ? catalog.some((entry) => entry.id === id)
      : Boolean(await integrations.usableMcpServer(userId, workspaceId, id))
    if (!usable) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen MCP server was not found. Choose it again.',
      })
    }
  }
  for (const id of new Set(ids.preselectedApiIds)) {
    if (!(await integrations.usableApi(userId, workspaceId, id))) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen API was not found. Choose it again.',
      })
    }
  }
}
