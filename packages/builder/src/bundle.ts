/** Public entry `@kiln/builder/bundle`: in-process preview builds. */
export {
  type BundleAsset,
  type BundleOptions,
  type BundleResult,
  bundleProject,
} from './bundle/bundle-project.ts'
export { type BuildError, formatBuildErrors } from './bundle/build-error.ts'
export { ALLOWED_IMPORTS } from './bundle/allowed-packages.ts'
