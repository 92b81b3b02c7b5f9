/** The publishing module's public surface: other modules import only from here. */
export { publishingRoutes } from './publishing.routes'
export {
  createPublishedSites,
  createPublishingService,
} from './publishing.service'
