/** The app-data module's public surface: other modules import only from here. */
export { appDataHost } from './app-data-host'
export type { AppDataLimits } from './quotas/app-limits'
export { removeProjectAppData } from './delete-project-data'
export { createFileStorage, type FileStorage } from './files/file-storage'
export { studioRoutes } from './studio.routes'
export { createStudioService, type StudioService } from './studio.service'
export type { VersionFiles } from './code-rules/project-code'
export { toWireRecord } from './records/app-data.service'
export { type AppDataExport, createAppDataExport } from './app-data-export'
export {
  appDataLimits,
  createProjectRateLimit,
  visitorKey,
} from './quotas/app-limits'
export {
  type AppDataSpaces,
  createAppDataSpaces,
  liveDataKey,
} from './data-space'
