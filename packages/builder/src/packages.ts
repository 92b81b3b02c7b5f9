/** Public entry `@kiln/builder/packages`: the npm package store, its policy and lockfiles. */
export {
  createPackageStore,
  type PackageStore,
  type PackageStoreOptions,
} from './packages/package-store.ts'
export { packageStoreBytes } from './packages/store-size.ts'
export { PackageError, type PackageProblem } from './packages/package-error.ts'
export {
  DEFAULT_PACKAGE_POLICY,
  type PackagePolicy,
} from './packages/package-policy.ts'
export {
  emptyLockfile,
  formatLockfile,
  LOCKFILE_PATH,
  packageKey,
  readLockfile,
  splitPackageKey,
  withLockfile,
  type Lockfile,
} from './packages/lockfile.ts'
export {
  APP_FACING_BUILDER_PACKAGES,
  appSeed,
  type SeedRoot,
} from './packages/app-seed.ts'
