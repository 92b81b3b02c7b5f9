/** Public entry `@kiln/builder/bundle`: in-process preview builds. */
export {
  type BundleAsset,
  type BundleOptions,
  type BundleResult,
  bundleProject,
  DEFAULT_DEPS_BASE,
} from './bundle/bundle-project.ts'
export { type BuildError, formatBuildErrors } from './bundle/build-error.ts'
export { type DepsBundle } from './bundle/build-deps.ts'
export { type PackageSource } from './bundle/package-source.ts'
export { LOCKFILE_PATH, type Lockfile } from './packages/lockfile.ts'
export { nodeModulesSource } from './bundle/node-modules-source.ts'
