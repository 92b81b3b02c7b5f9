import { createHash } from 'node:crypto'
import type { Database } from '../../db/database'
import { createInvalidatedCache } from '../../lib/invalidated-cache'
import { createArtifactEncodingsRepo } from './artifact-encodings.repo'
import type { ArtifactsReader } from './artifacts.repo'
import { prepareIndexHtml } from './bridge-script'
import { createByteLru } from './byte-lru'
import { createEncodedBodies, type ServedBody } from './encoded-bodies'
import type { PreviewSite } from './preview-sites'
import { strippedBody } from './strip-source-locations'

/** Memory for hot bodies (stored, prepared and compressed), least recently used dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024
/** Bigger bodies are read from the database each time. */
const CACHE_ENTRY_BYTES = 1024 * 1024
/**
 * How long a file's name (type and hash) is used without asking again: only
 * deleting the project removes it, and a deleted project's published address
 * is dark at once (the slug is looked up first), its version origins within
 * this time.
 */
export const NAME_TTL_MS = 10_000

type StoredName = { contentType: string; sha256: string }

/**
 * What a preview origin sends of its version: stored files, and its
 * `index.html` prepared for the origin (the bridge script), each with its
 * content hash. A blob's bytes never change (content-addressed), so the
 * bodies read are kept in memory by hash, and a file's name for
 * `NAME_TTL_MS`.
 */
export function createServedFiles(db: Database, artifacts: ArtifactsReader) {
  const cache = createByteLru({
    maxBytes: CACHE_BYTES,
    maxEntryBytes: CACHE_ENTRY_BYTES,
  })
  const encoded = createEncodedBodies({
    repo: createArtifactEncodingsRepo(db),
    cache,
  })

  async function blob(hash: string) {
    const key = `blob:${hash}`
    const hit = cache.get(key)
    if (hit) return hit
    const body = await artifacts.blob(hash)
    if (body) cache.set(key, body)
    return body
  }

  /** A version's files are fixed once saved: their names are kept a while. */
  const names = createInvalidatedCache<StoredName | undefined>({
    maxEntries: 20_000,
    ttlMs: NAME_TTL_MS,
  })
  /** sha256 of each prepared body (index.html, stripped JavaScript) held in memory. */
  const hashes = new WeakMap<Buffer, string>()
  const hashOf = (body: Buffer) => {
    let hash = hashes.get(body)
    if (!hash) {
      hash = createHash('sha256').update(body).digest('hex')
      hashes.set(body, hash)
    }
    return hash
  }

  async function stored(site: PreviewSite, path: string) {
    const row = await names.load(
      `${site.projectId}\n${site.taskId}\n${path}`,
      () => artifacts.findFile(site.projectId, site.taskId, path),
      (found) => found !== undefined
    )
    const body = row && (await blob(row.sha256))
    return row && body && { ...row, body }
  }

  return {
    encoded,

    async file(
      site: PreviewSite,
      path: string
    ): Promise<ServedBody | undefined> {
      const file = await stored(site, path)
      if (!file) return undefined
      const { sha256, contentType, body } = file
      // Published and shared apps go out without the preview's
      // data-kiln-loc tags (visual edits are the studio's only).
      if (site.kind !== 'version' && /javascript/.test(contentType)) {
        const stripped = strippedBody(sha256, body)
        if (stripped !== body)
          return {
            hash: hashOf(stripped),
            source: sha256,
            contentType,
            body: stripped,
          }
      }
      return { hash: sha256, source: sha256, contentType, body }
    },

    /**
     * `index.html` with the bridge script. Only the studio's own frame learns
     * the task id: a share or the published app must not point at a version
     * origin that outlives it.
     */
    async index(site: PreviewSite): Promise<ServedBody | undefined> {
      const file = await stored(site, 'index.html')
      if (!file) return undefined
      const taskId = site.kind === 'version' ? site.taskId : ''
      const key = `index:${file.sha256}:${taskId}`
      let body = cache.get(key)
      if (!body) {
        body = Buffer.from(
          prepareIndexHtml(file.body.toString('utf8'), taskId, {
            selectable: site.kind === 'version',
          })
        )
        cache.set(key, body)
      }
      return {
        hash: hashOf(body),
        source: file.sha256,
        contentType: 'text/html; charset=utf-8',
        body,
      }
    },
  }
}
