import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { depBundles } from '../../db/schema'

export type DepBundleFile = { path: string; contentType: string; body: Buffer }

/**
 * Stores a dependency layer once. Its hash names its content, so a build in
 * another API or worker process that stored the same hash first wins and
 * this one changes nothing (ON CONFLICT DO NOTHING, no lock held).
 */
export async function saveDepBundle(
  db: DbOrTx,
  bundle: { hash: string; files: DepBundleFile[] }
): Promise<void> {
  const [stored] = await db
    .select({ path: depBundles.path })
    .from(depBundles)
    .where(eq(depBundles.hash, bundle.hash))
    .limit(1)
  if (stored || bundle.files.length === 0) return
  await db
    .insert(depBundles)
    .values(
      bundle.files.map((file) => ({
        hash: bundle.hash,
        path: file.path,
        contentType: file.contentType,
        body: file.body,
      }))
    )
    .onConflictDoNothing()
}

export function createDepBundlesReader(db: DbOrTx) {
  return {
    async find(hash: string, path: string) {
      const [row] = await db
        .select({ contentType: depBundles.contentType, body: depBundles.body })
        .from(depBundles)
        .where(and(eq(depBundles.hash, hash), eq(depBundles.path, path)))
        .limit(1)
      return row
    },
  }
}

export type DepBundlesReader = ReturnType<typeof createDepBundlesReader>
