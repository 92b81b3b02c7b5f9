/** The app-data module's public surface: other modules import only from here. */
export { appDataHost } from './app-data-host'
export type { AppDataLimits } from './quotas/app-limits'
export { removeProjectAppData } from './delete-project-data'
export { createFileStorage, type FileStorage } from './files/file-storage'
export { studioRoutes } from './studio.routes'
export { toWireRecord } from './records/app-data.service'
export { createEntitiesRepo } from './records/entities.repo'
export { createFilesRepo } from './files/files.repo'
export { createRecordsRepo } from './records/records.repo'
export {
  appDataLimits,
  createProjectRateLimit,
  visitorKey,
} from './quotas/app-limits'
export { createRateWindowsRepo } from './quotas/rate-windows.repo'
