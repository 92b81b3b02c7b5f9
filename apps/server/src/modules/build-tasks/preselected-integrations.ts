import { AppError } from '../../lib/app-error'
import type { BuildIntegrations } from '../integrations'
import { isOfficialId, type CatalogEntry } from '../mcp-servers'

/**
 * Refuses a build that names an MCP server or API the user cannot use: one
 * of another user's, or one that does not exist (any more).
 */
export async function checkPreselectedIntegrations(
  integrations: Pick<BuildIntegrations, 'ownMcpServer' | 'ownApi'>,
  catalog: CatalogEntry[],
  userId: string,
  ids: { preselectedMcpIds?: string[]; preselectedApiIds?: string[] }
) {
  for (const id of new Set(ids.preselectedMcpIds)) {
    const usable = isOfficialId(id)
      ? catalog.some((entry) => entry.id === id)
      : Boolean(await integrations.ownMcpServer(userId, id))
    if (!usable) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen MCP server was not found. Choose it again.',
      })
    }
  }
  for (const id of new Set(ids.preselectedApiIds)) {
    if (!(await integrations.ownApi(userId, id))) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen API was not found. Choose it again.',
      })
    }
  }
}
