/** The preview-health module's public surface: other modules import only from here. */
export { previewHealthPlugin } from './preview-health.plugin'
export { previewHealthRoutes } from './preview-health.routes'
