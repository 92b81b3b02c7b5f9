import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { createApisRepo } from '../apis'
import {
  createMcpServersRepo,
  isOfficialId,
  type CatalogEntry,
} from '../mcp-servers'

/**
 * Refuses a build that names an MCP server or API the user cannot use: one
 * of another user's, or one that does not exist (any more).
 */
export async function checkPreselectedIntegrations(
  db: Database,
  catalog: CatalogEntry[],
  userId: string,
  ids: { preselectedMcpIds?: string[]; preselectedApiIds?: string[] }
) {
  const servers = createMcpServersRepo(db)
  const apis = createApisRepo(db)
  for (const id of new Set(ids.preselectedMcpIds)) {
    const usable = isOfficialId(id)
      ? catalog.some((entry) => entry.id === id)
      : Boolean(await servers.find(userId, id))
    if (!usable) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen MCP server was not found. Choose it again.',
      })
    }
  }
  for (const id of new Set(ids.preselectedApiIds)) {
    if (!(await apis.find(userId, id))) {
      throw new AppError('NOT_FOUND', {
        message: 'A chosen API was not found. Choose it again.',
      })
    }
  }
}
