import { createHash } from 'node:crypto'
import { fileMapFrom, type FileMap } from '@kiln/builder/files'
import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { blobs, buildTasks, taskFiles } from '../../db/schema'

const sha256 = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex')

/** Stores a version's files as content-addressed blobs (idempotent). */
export async function saveTaskFiles(
  tx: DbOrTx,
  taskId: string,
  files: FileMap
) {
  const entries = Object.entries(files).map(([path, content]) => ({
    path,
    content,
    hash: sha256(content),
  }))
  await tx.delete(taskFiles).where(eq(taskFiles.taskId, taskId))
  if (entries.length === 0) return
  const unique = new Map(entries.map((e) => [e.hash, e.content]))
  // Only contents not stored yet are sent (a new version shares most files
  // with the one before it). The key-share lock, the one the foreign key
  // takes, keeps a blob found here from being collected before this commits.
  const stored = await tx
    .select({ hash: blobs.sha256 })
    .from(blobs)
    .where(inArray(blobs.sha256, [...unique.keys()]))
    .for('key share')
  for (const row of stored) unique.delete(row.hash)
  if (unique.size > 0) {
    await tx
      .insert(blobs)
      .values(
        [...unique].map(([hash, content]) => ({
          sha256: hash,
          content,
          size: Buffer.byteLength(content),
        }))
      )
      .onConflictDoNothing()
  }
  await tx
    .insert(taskFiles)
    .values(entries.map((e) => ({ taskId, path: e.path, sha256: e.hash })))
}

export async function readTaskFiles(
  tx: DbOrTx,
  taskId: string
): Promise<FileMap> {
  const rows = await tx
    .select({ path: taskFiles.path, content: blobs.content })
    .from(taskFiles)
    .innerJoin(blobs, eq(blobs.sha256, taskFiles.sha256))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(taskFiles.path)
  return fileMapFrom(rows.map((r) => [r.path, r.content] as const))
}

/** One file of a version, or undefined when the version has no such file. */
export async function readTaskFile(
  tx: DbOrTx,
  taskId: string,
  path: string
): Promise<string | undefined> {
  const [row] = await tx
    .select({ content: blobs.content })
    .from(taskFiles)
    .innerJoin(blobs, eq(blobs.sha256, taskFiles.sha256))
    .where(and(eq(taskFiles.taskId, taskId), eq(taskFiles.path, path)))
  return row?.content
}

/** A version's files as paths to blob hashes and sizes, without their content. */
/** Whether a version's files were kept (a failed build's are since 2026-11-26). */
export async function hasTaskFiles(tx: DbOrTx, taskId: string) {
  const [row] = await tx
    .select({ taskId: taskFiles.taskId })
    .from(taskFiles)
    .where(eq(taskFiles.taskId, taskId))
    .limit(1)
  return row !== undefined
}

export async function readTaskManifest(tx: DbOrTx, taskId: string) {
  return tx
    .select({
      path: taskFiles.path,
      sha256: taskFiles.sha256,
      size: blobs.size,
    })
    .from(taskFiles)
    .innerJoin(blobs, eq(blobs.sha256, taskFiles.sha256))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(taskFiles.path)
}

/** The content of the given blobs (a page of them: callers bound the list). */
export async function readBlobs(tx: DbOrTx, hashes: string[]) {
  if (hashes.length === 0) return []
  return tx
    .select({ sha256: blobs.sha256, content: blobs.content })
    .from(blobs)
    .where(inArray(blobs.sha256, hashes))
    .orderBy(blobs.sha256)
}

/** Hashes of a project's files (to collect orphans after a delete). */
export async function projectBlobHashes(tx: DbOrTx, projectId: string) {
  const rows = await tx
    .selectDistinct({ hash: taskFiles.sha256 })
    .from(taskFiles)
    .innerJoin(buildTasks, eq(buildTasks.id, taskFiles.taskId))
    .where(eq(buildTasks.projectId, projectId))
  return rows.map((r) => r.hash)
}

/** Deletes those of `hashes` no version refers to any more. */
export async function deleteOrphanBlobs(tx: DbOrTx, hashes: string[]) {
  if (hashes.length === 0) return
  await tx
    .delete(blobs)
    .where(
      and(
        inArray(blobs.sha256, hashes),
        notExists(
          tx
            .select({ one: taskFiles.path })
            .from(taskFiles)
            .where(eq(taskFiles.sha256, blobs.sha256))
        )
      )
    )
}

/**
 * Source bytes an account stores: each distinct blob its versions name,
 * counted once however many of its versions share it.
 */
export async function accountSourceBytes(
  tx: DbOrTx,
  userId: string
): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${blobs.size}), 0)` })
    .from(blobs)
    .where(
      inArray(
        blobs.sha256,
        tx
          .select({ hash: taskFiles.sha256 })
          .from(taskFiles)
          .innerJoin(buildTasks, eq(buildTasks.id, taskFiles.taskId))
          .where(eq(buildTasks.userId, userId))
      )
    )
  return Number(row?.bytes ?? 0)
}
