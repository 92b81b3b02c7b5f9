/** The admin module's public surface: other modules import only from here. */
export { adminRoutes } from './admin.routes'
export { createAdminService } from './admin.service'
export { createOverviewService } from './overview.service'
