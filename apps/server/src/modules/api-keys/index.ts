/** The api-keys module's public surface: other modules import only from here. */
export { apiKeysRoutes } from './api-keys.routes'
export { createApiKeysService } from './api-keys.service'
export { createWorkspaceApiKeysService } from './workspace-api-keys.service'
export { workspaceApiKeysRoutes } from './workspace-api-keys.routes'
export {
  createFigmaClient,
  type FigmaFileSummary,
  findFigmaFileKey,
} from './figma-client'
export { toApiKey } from './api-key-view'
