/** The preview module's public surface: other modules import only from here. */
export {
  accountArtifactBytes,
  artifactBytesByUser,
  copyArtifacts,
  createArtifactsReader,
  deleteProjectArtifacts,
  saveArtifacts,
  storeArtifactBodies,
} from './artifacts.repo'
export { noServiceWorkersPlugin } from './no-service-workers'
export { previewHeadersPlugin } from './preview-headers'
export { previewHostPlugin } from './preview-host'
export { previewSiteWarning } from './preview-site'
export {
  anyPreviewOrigin,
  type PreviewEnv,
  previewOrigin,
  previewUrl,
  publishedUrl,
  shareUrl,
} from './preview-url'
export { versionRoutes } from './version.routes'
