/** The health module's public surface: other modules import only from here. */
export { healthRoutes } from './health.routes'
export { createHealthService } from './health.service'
