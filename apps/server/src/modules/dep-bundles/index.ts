/** The dep-bundles module's public surface: other modules import only from here. */
export { saveDepBundle } from './dep-bundles.repo'
export { depBundlesRoutes } from './dep-bundles.routes'
