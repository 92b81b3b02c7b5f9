import type { Database, DbOrTx } from '../../db/database'
import {
  accountArtifactBytes,
  artifactBytesByUser,
  copyArtifacts,
  createArtifactsReader,
  deleteProjectArtifacts,
  deleteUnusedArtifactBlobs,
  hashArtifacts,
  saveArtifacts,
  storeArtifactBodies,
  type ArtifactFile,
  type HashedArtifact,
} from './artifacts.repo'

/**
 * A version's built files (the preview module owns `artifacts` and
 * `artifact_blobs`): what builds store, clones copy, quotas count and the
 * preview host and code rules read. Built by the roots (src/services.ts,
 * src/preview-app.ts) and handed to the modules that need it.
 */
export function createArtifactsService(deps: { db: Database }) {
  const { db } = deps
  const reader = createArtifactsReader(db)
  return {
    ...reader,

    /**
     * Hashes the files and writes the bodies not stored yet, outside any
     * transaction (a big one in small statements). Then `save` in the
     * version's transaction, or `forget` if it never runs.
     */
    async store(files: ArtifactFile[]): Promise<HashedArtifact[]> {
      const hashed = hashArtifacts(files)
      await storeArtifactBodies(db, hashed)
      return hashed
    },

    /** Whether `files` are exactly what version `taskId` was built to (same paths, same bytes). */
    async sameAsBuilt(taskId: string, files: ArtifactFile[]): Promise<boolean> {
      const built = await reader.hashesOf(taskId)
      const hashed = hashArtifacts(files)
      return (
        hashed.length === built.size &&
        hashed.every((file) => built.get(file.path) === file.sha256)
      )
    },

    /** Names the stored files as the version's (replaces what it had). */
    save: (
      input: { taskId: string; projectId: string; files: HashedArtifact[] },
      tx: DbOrTx
    ) => saveArtifacts(db, input, tx),

    /** Collects the bodies `store` wrote for a version that was not saved. */
    forget: (files: HashedArtifact[]) =>
      deleteUnusedArtifactBlobs(
        db,
        files.map((file) => file.sha256)
      ),

    /** A cloned version gets the same built files (no bytes copied). */
    copy: copyArtifacts,

    /** Built bytes an account stores. */
    accountBytes: accountArtifactBytes,

    /** Built bytes in total and per account (the admin overview). */
    bytesByUser: () => artifactBytesByUser(db),

    /** Project deletion: every version's files and the blobs only it used. */
    removeProject: (tx: DbOrTx, projectId: string) =>
      deleteProjectArtifacts(db, projectId, tx),
  }
}

export type ArtifactsService = ReturnType<typeof createArtifactsService>
