import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { artifactEncodings } from '../../db/schema'

export type Encoding = 'br' | 'gzip'

/** Compressed bodies the preview host sends, one per content and encoding. */
export function createArtifactEncodingsRepo(db: Database) {
  return {
    async find(sha256: string, encoding: Encoding) {
      const [row] = await db
        .select({ body: artifactEncodings.body })
        .from(artifactEncodings)
        .where(
          and(
            eq(artifactEncodings.sha256, sha256),
            eq(artifactEncodings.encoding, encoding)
          )
        )
      return row?.body
    },

    /**
     * Stores a computed body; a concurrent writer's copy wins. If the blob it
     * comes from was collected meanwhile, nothing is stored (the foreign key
     * refuses it) and the caller still sends what it computed.
     */
    async save(values: {
      sha256: string
      encoding: Encoding
      source: string
      body: Buffer
    }) {
      await db
        .insert(artifactEncodings)
        .values({ ...values, size: values.body.byteLength })
        .onConflictDoNothing()
        .catch(() => undefined)
    },
  }
}

export type ArtifactEncodingsRepo = ReturnType<
  typeof createArtifactEncodingsRepo
>
