/** The publishing module's public surface: other modules import only from here. */
export { createPublishedAppsRepo } from './published-apps.repo'
export { publishingRoutes } from './publishing.routes'
