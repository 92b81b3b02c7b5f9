import {
  defaultPackageSource,
  type BundleOptions,
} from '../bundle/bundle-project.ts'
import { nodeModulesSource } from '../bundle/node-modules-source.ts'
import type {
  PackageSource,
  PackageSourceSpec,
} from '../bundle/package-source.ts'
import { createPackageStore } from '../packages/package-store.ts'
import type { PooledBundleOptions } from './pool-task.ts'

/** One source per spec in this worker: the store's packument cache and seed index stay warm. */
const sources = new Map<string, PackageSource>()

/** The worker's own package source for a spec the caller sent (default: the installed node_modules). */
export function sourceFromSpec(spec: PackageSourceSpec | undefined) {
  if (!spec) return defaultPackageSource()
  const key = JSON.stringify(spec)
  let source = sources.get(key)
  if (!source) {
    source =
      spec.kind === 'store'
        ? createPackageStore(spec.options)
        : nodeModulesSource(spec.roots, spec.only)
    sources.set(key, source)
  }
  return source
}

/** The spec to send for a caller's package source; throws for one that cannot be made again in a worker. */
export function specOf(
  source: PackageSource | undefined
): PackageSourceSpec | undefined {
  if (!source) return undefined
  if (!source.spec)
    throw new Error(
      'This package source has no spec: the build pool cannot recreate it in a worker'
    )
  return source.spec
}

/** Bundle options as sent to a worker. */
export function pooledOptions(options: BundleOptions): PooledBundleOptions {
  const { packages, env, ...rest } = options
  return {
    ...rest,
    ...(packages ? { packages: specOf(packages) } : {}),
    ...(env ? { env: Object.entries(env) } : {}),
  }
}

/** Bundle options again, in the worker. */
export function bundleOptionsFrom(options: PooledBundleOptions): BundleOptions {
  const { packages, env, ...rest } = options
  return {
    ...rest,
    packages: sourceFromSpec(packages),
    ...(env ? { env: Object.fromEntries(env) } : {}),
  }
}
