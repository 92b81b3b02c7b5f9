import path from 'node:path'
import { createPackageStore, type PackageStore } from '@kiln/builder/packages'
import type { Env } from '../config/env'
import { fromRepoRoot, repoRoot } from './paths'

/**
 * The server's npm package store: DATA_DIR/packages (or PACKAGE_STORE_DIR),
 * the operator's policy, and the repository's node_modules folders (the
 * root's and the template's) as seed, so the template's packages build
 * without registry access.
 */
export function packageStoreFromEnv(env: Env): PackageStore {
  return createPackageStore({
    dir: fromRepoRoot(env.packages.storeDir),
    policy: env.packages.policy,
    maxBytes: env.packages.storeMaxBytes,
    seedNodeModules: [
      path.join(repoRoot, 'node_modules'),
      path.join(repoRoot, 'packages', 'app-template', 'node_modules'),
    ],
  })
}
