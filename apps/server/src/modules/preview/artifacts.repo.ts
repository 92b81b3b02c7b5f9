import { createHash, randomUUID } from 'node:crypto'
import {
  and,
  desc,
  eq,
  inArray,
  notExists,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import {
  artifactBlobs,
  artifactEncodings,
  artifacts,
  projects,
} from '../../db/schema'

export type ArtifactFile = { path: string; contentType: string; body: Buffer }
/** A built file with the hash that names its content (computed once). */
export type HashedArtifact = ArtifactFile & { sha256: string }

const normalisePath = (path: string) => path.replace(/^\.?\/+/, '')

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex')

/** Bytes one statement writes: on PGlite a statement holds the thread and the connection. */
const WRITE_CHUNK = 256 * 1024
/** Key of a blob still being written in chunks: readers look blobs up by hash only. */
const PARTIAL = 'partial:'

/**
 * Writes the blobs not stored yet before the transaction that names them,
 * each in statements of at most WRITE_CHUNK bytes (a big one under a
 * temporary key, renamed to its hash once whole), so that on PGlite, whose
 * one connection runs on the thread that answers requests, other requests
 * are served between them instead of waiting for megabytes at once.
 */
async function writeNewBlobs(db: Database, unique: Map<string, Buffer>) {
  if (unique.size === 0) return
  const stored = await db
    .select({ hash: artifactBlobs.sha256 })
    .from(artifactBlobs)
    .where(inArray(artifactBlobs.sha256, [...unique.keys()]))
  const have = new Set(stored.map((row) => row.hash))
  for (const [hash, body] of unique) {
    if (have.has(hash)) continue
    if (body.byteLength <= WRITE_CHUNK) {
      await db
        .insert(artifactBlobs)
        .values({ sha256: hash, body, size: body.byteLength })
        .onConflictDoNothing()
      continue
    }
    const temp = `${PARTIAL}${randomUUID()}`
    await db.insert(artifactBlobs).values({
      sha256: temp,
      body: body.subarray(0, WRITE_CHUNK),
      size: body.byteLength,
    })
    for (let at = WRITE_CHUNK; at < body.byteLength; at += WRITE_CHUNK) {
      await db
        .update(artifactBlobs)
        .set({
          body: sql`${artifactBlobs.body} || ${body.subarray(at, at + WRITE_CHUNK)}`,
        })
        .where(eq(artifactBlobs.sha256, temp))
    }
    // Another writer may have stored the same content meanwhile.
    await db
      .update(artifactBlobs)
      .set({ sha256: hash })
      .where(eq(artifactBlobs.sha256, temp))
      .catch(() => undefined)
    await db.delete(artifactBlobs).where(eq(artifactBlobs.sha256, temp))
  }
}

/** The files with their paths normalised and their contents hashed. */
export function hashArtifacts(files: ArtifactFile[]): HashedArtifact[] {
  return files.map((file) => ({
    ...file,
    path: normalisePath(file.path),
    sha256: sha256(file.body),
  }))
}

/**
 * Writes the bodies not stored yet, outside any transaction (call it before
 * the one that saves the version's files with saveArtifacts; if that one
 * never runs, deleteUnusedArtifactBlobs collects them).
 */
export async function storeArtifactBodies(
  db: Database,
  files: HashedArtifact[]
) {
  await writeNewBlobs(
    db,
    new Map(files.map((file) => [file.sha256, file.body]))
  )
}

/** Deletes those of `hashes` no version names (bodies stored for a version that was never saved). */
export async function deleteUnusedArtifactBlobs(
  db: Database,
  hashes: string[]
) {
  if (hashes.length === 0) return
  await db.transaction((tx) => deleteOrphanArtifactBlobs(tx, hashes))
}

/**
 * Stores the built files of one version: each distinct content once in
 * `artifact_blobs` (shared with every version that has it), the version's
 * rows naming their blobs. Saving the same task again replaces its files (a
 * resumed HOSTING step is idempotent) and collects the blobs it no longer
 * uses.
 */
export async function saveArtifacts(
  db: Database,
  input: {
    taskId: string
    projectId: string
    /** Hashed already (hashArtifacts) or hashed here. */
    files: ArtifactFile[] | HashedArtifact[]
  },
  tx?: DbOrTx
): Promise<void> {
  const files = input.files.map((file) =>
    'sha256' in file
      ? { ...file, path: normalisePath(file.path) }
      : hashArtifacts([file])[0]!
  )
  const unique = new Map(files.map((file) => [file.sha256, file.body]))
  if (!tx) await writeNewBlobs(db, unique)
  const run = async (t: DbOrTx) => {
    const before = await taskHashes(t, eq(artifacts.taskId, input.taskId))
    await t.delete(artifacts).where(eq(artifacts.taskId, input.taskId))
    if (files.length > 0) {
      // A no-op update locks each blob until this transaction commits:
      // collecting it meanwhile skips it (below). One collected between
      // writeNewBlobs and here is written again in the transaction.
      const locked = await t
        .update(artifactBlobs)
        .set({ sha256: sql`${artifactBlobs.sha256}` })
        .where(inArray(artifactBlobs.sha256, [...unique.keys()]))
        .returning({ hash: artifactBlobs.sha256 })
      const present = new Set(locked.map((row) => row.hash))
      const missing = [...unique].filter(([hash]) => !present.has(hash))
      if (missing.length > 0)
        await t
          .insert(artifactBlobs)
          .values(
            missing.map(([hash, body]) => ({
              sha256: hash,
              body,
              size: body.byteLength,
            }))
          )
          .onConflictDoUpdate({
            target: artifactBlobs.sha256,
            set: { sha256: sql`excluded.sha256` },
          })
      await t.insert(artifacts).values(
        files.map((file) => ({
          taskId: input.taskId,
          projectId: input.projectId,
          path: file.path,
          contentType: file.contentType,
          sha256: file.sha256,
        }))
      )
    }
    await deleteOrphanArtifactBlobs(t, before)
  }
  if (tx) await run(tx)
  else await db.transaction(run)
}

/**
 * Gives another task (a cloned version) the same built files: new rows
 * naming the same blobs, no bytes copied.
 */
export async function copyArtifacts(
  tx: DbOrTx,
  fromTaskId: string,
  to: { taskId: string; projectId: string; createdAt: Date }
) {
  const built = await tx
    .select()
    .from(artifacts)
    .where(eq(artifacts.taskId, fromTaskId))
  if (built.length === 0) return
  await tx.insert(artifacts).values(built.map((file) => ({ ...file, ...to })))
}

async function taskHashes(tx: DbOrTx, where: SQL): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ hash: artifacts.sha256 })
    .from(artifacts)
    .where(where)
  return rows.map((row) => row.hash)
}

/**
 * Deletes those of `hashes` no version names any more. A blob another
 * transaction is saving or cloning holds a row lock (the no-op upsert, or
 * the foreign-key check): it is skipped, never deleted from under it, and
 * the check runs again on the locked rows before they go.
 */
export async function deleteOrphanArtifactBlobs(tx: DbOrTx, hashes: string[]) {
  if (hashes.length === 0) return
  // Chunked writes a crash cut short (writeNewBlobs).
  await tx
    .delete(artifactBlobs)
    .where(
      and(
        sql`${artifactBlobs.sha256} like ${PARTIAL + '%'}`,
        sql`${artifactBlobs.createdAt} < now() - interval '1 hour'`
      )
    )
  const unused = () =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(artifacts)
        .where(eq(artifacts.sha256, artifactBlobs.sha256))
    )
  const free = await tx
    .select({ hash: artifactBlobs.sha256 })
    .from(artifactBlobs)
    .where(and(inArray(artifactBlobs.sha256, hashes), unused()))
    .for('update', { skipLocked: true })
  if (free.length === 0) return
  await tx.delete(artifactBlobs).where(
    and(
      inArray(
        artifactBlobs.sha256,
        free.map((row) => row.hash)
      ),
      unused()
    )
  )
}

/** Removes every version's files of a project (project deletion), and the blobs only it used. */
export async function deleteProjectArtifacts(
  db: Database,
  projectId: string,
  tx: DbOrTx = db
): Promise<void> {
  const hashes = await taskHashes(tx, eq(artifacts.projectId, projectId))
  await tx.delete(artifacts).where(eq(artifacts.projectId, projectId))
  await deleteOrphanArtifactBlobs(tx, hashes)
}

/**
 * Built bytes an account stores: each distinct blob its projects' versions
 * name, counted once however many of its versions share it.
 */
export async function accountArtifactBytes(
  tx: DbOrTx,
  userId: string
): Promise<number> {
  const [row] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${artifactBlobs.size}), 0)`,
    })
    .from(artifactBlobs)
    .where(
      inArray(
        artifactBlobs.sha256,
        tx
          .select({ hash: artifacts.sha256 })
          .from(artifacts)
          .innerJoin(projects, eq(projects.id, artifacts.projectId))
          .where(eq(projects.userId, userId))
      )
    )
  return Number(row?.bytes ?? 0)
}

/**
 * Built bytes each account's versions name (distinct blobs), and all that
 * built files take (blobs and their stored compressed forms), for the admin
 * overview.
 */
export async function artifactBytesByUser(db: Database) {
  const owned = db
    .selectDistinct({ userId: projects.userId, hash: artifacts.sha256 })
    .from(artifacts)
    .innerJoin(projects, eq(projects.id, artifacts.projectId))
    .as('owned')
  const byUser = await db
    .select({ userId: owned.userId, bytes: sum(artifactBlobs.size) })
    .from(owned)
    .innerJoin(artifactBlobs, eq(artifactBlobs.sha256, owned.hash))
    .groupBy(owned.userId)
  const [built] = await db
    .select({ bytes: sum(artifactBlobs.size) })
    .from(artifactBlobs)
  const [encoded] = await db
    .select({ bytes: sum(artifactEncodings.size) })
    .from(artifactEncodings)
  return {
    byUser: new Map(byUser.map((row) => [row.userId, Number(row.bytes ?? 0)])),
    total: Number(built?.bytes ?? 0) + Number(encoded?.bytes ?? 0),
  }
}

/** Reads for the preview host; every query is scoped by project. */
export function createArtifactsReader(db: Database) {
  /** The most recently built version of a project, if any. */
  async function latestTaskId(projectId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ taskId: artifacts.taskId })
      .from(artifacts)
      .where(eq(artifacts.projectId, projectId))
      .orderBy(desc(artifacts.createdAt))
      .limit(1)
    return row?.taskId
  }

  /** One file of a version (type and content hash), only if that version belongs to the project. */
  async function findFile(projectId: string, taskId: string, path: string) {
    const [row] = await db
      .select({
        contentType: artifacts.contentType,
        sha256: artifacts.sha256,
      })
      .from(artifacts)
      .where(
        and(
          eq(artifacts.projectId, projectId),
          eq(artifacts.taskId, taskId),
          eq(artifacts.path, normalisePath(path))
        )
      )
    return row
  }

  /** A stored content by its hash (what `findFile` names). */
  async function blob(hash: string): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ body: artifactBlobs.body })
      .from(artifactBlobs)
      .where(eq(artifactBlobs.sha256, hash))
    return row?.body
  }

  return {
    latestTaskId,
    findFile,
    blob,

    /** Each built file of a version by path, with its content hash. */
    async hashesOf(taskId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ path: artifacts.path, sha256: artifacts.sha256 })
        .from(artifacts)
        .where(eq(artifacts.taskId, taskId))
      return new Map(rows.map((row) => [row.path, row.sha256]))
    },

    /** The project of a built version, if that version has files. */
    async projectOf(taskId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ projectId: artifacts.projectId })
        .from(artifacts)
        .where(eq(artifacts.taskId, taskId))
        .limit(1)
      return row?.projectId
    },

    /** The project's head version if it is built, else the latest built. */
    async headTaskId(projectId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ taskId: artifacts.taskId })
        .from(projects)
        .innerJoin(artifacts, eq(artifacts.taskId, projects.headTaskId))
        .where(
          and(eq(projects.id, projectId), eq(artifacts.projectId, projectId))
        )
        .limit(1)
      return row?.taskId ?? (await latestTaskId(projectId))
    },

    /** One file of a version with its bytes, only if that version belongs to the project. */
    async find(projectId: string, taskId: string, path: string) {
      const row = await findFile(projectId, taskId, path)
      const body = row && (await blob(row.sha256))
      return row && body ? { ...row, body } : undefined
    },
  }
}

export type ArtifactsReader = ReturnType<typeof createArtifactsReader>
