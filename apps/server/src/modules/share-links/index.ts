/** The share-links module's public surface: other modules import only from here. */
export { createShareLinksRepo } from './share-links.repo'
export { shareLinksRoutes } from './share-links.routes'
export { createShareLinksService } from './share-links.service'
