/** The presence module's public surface: other modules import only from here. */
export { presenceRoutes } from './presence.routes'
export { createPresenceService, type PresenceService } from './presence.service'
