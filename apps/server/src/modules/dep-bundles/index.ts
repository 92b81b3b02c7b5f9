/** The dep-bundles module's public surface: other modules import only from here. */
export {
  createDepBundlesService,
  type DepBundlesService,
} from './dep-bundles.service'
export { depBundlesRoutes } from './dep-bundles.routes'
