import type { DbOrTx } from '../../db/database'
import { AppError } from '../../lib/app-error'
import {
  createDepBundlesReader,
  saveDepBundle,
  type DepBundleFile,
} from './dep-bundles.repo'

/**
 * Pre-bundled dependency layers (the module owns `dep_bundles`): builds
 * store them, the preview host serves their files. Built by the roots.
 */
export function createDepBundlesService(deps: { db: DbOrTx }) {
  const reader = createDepBundlesReader(deps.db)
  return {
    /** Stores a layer once, in the caller's transaction. */
    save: (tx: DbOrTx, bundle: { hash: string; files: DepBundleFile[] }) =>
      saveDepBundle(tx, bundle),

    /** One file of a layer; 404 when there is none. */
    async file(hash: string, path: string) {
      const found = await reader.find(hash, path)
      if (!found) {
        throw new AppError('NOT_FOUND', { message: 'No such dependency file.' })
      }
      return found
    },
  }
}

export type DepBundlesService = ReturnType<typeof createDepBundlesService>
