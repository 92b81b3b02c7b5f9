/**
 * Public entry `@kiln/builder/pool`: the worker threads that run a build's
 * CPU work (bundling, Tailwind, type checks) off the caller's thread, with a
 * time and memory limit per task. runBuild uses it; a server sets its size.
 */
export {
  bundleInPool,
  closeBuildPool,
  configureBuildPool,
  DEFAULT_BUILD_POOL,
  startBuildPool,
  poolTaskCounts,
  readCodeRulesInPool,
  typeCheckInPool,
  unpackZipInPool,
  type BuildPoolSettings,
} from './pool/build-pool.ts'
