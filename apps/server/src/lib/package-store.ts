import {
  appSeed,
  createPackageStore,
  type PackageStore,
} from '@kiln/builder/packages'
import type { Env } from '../config/env'
import { fromRepoRoot } from './paths'

/**
 * The server's npm package store: DATA_DIR/packages (or PACKAGE_STORE_DIR),
 * the operator's policy, and as seed the app template's dependencies and the
 * builder's app-facing packages as installed in the repository (not the
 * server's own packages), so the template's packages build without registry
 * access.
 */
export function packageStoreFromEnv(env: Env): PackageStore {
  return createPackageStore({
    dir: fromRepoRoot(env.packages.storeDir),
    policy: env.packages.policy,
    maxBytes: env.packages.storeMaxBytes,
    seed: appSeed(),
  })
}
