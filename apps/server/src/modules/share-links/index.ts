/** The share-links module's public surface: other modules import only from here. */
export { shareLinksRoutes } from './share-links.routes'
export {
  createActiveShares,
  createShareLinksService,
} from './share-links.service'
