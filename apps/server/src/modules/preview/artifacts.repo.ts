import { createHash } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { artifacts, projects } from '../../db/schema'

export type ArtifactFile = { path: string; contentType: string; body: Buffer }

const normalisePath = (path: string) => path.replace(/^\.?\/+/, '')

/**
 * Stores the built files of one version. Saving the same task again
 * replaces its files (a resumed HOSTING step is idempotent).
 */
export async function saveArtifacts(
  db: Database,
  input: { taskId: string; projectId: string; files: ArtifactFile[] },
  tx?: DbOrTx
): Promise<void> {
  const run = async (t: DbOrTx) => {
    await t.delete(artifacts).where(eq(artifacts.taskId, input.taskId))
    if (input.files.length === 0) return
    await t.insert(artifacts).values(
      input.files.map((file) => ({
        taskId: input.taskId,
        projectId: input.projectId,
        path: normalisePath(file.path),
        contentType: file.contentType,
        body: file.body,
        sha256: createHash('sha256').update(file.body).digest('hex'),
      }))
    )
  }
  if (tx) await run(tx)
  else await db.transaction(run)
}

/** Copies a version's built files to another task (a cloned version). */
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

/** Removes every version's files of a project (project deletion). */
export async function deleteProjectArtifacts(
  db: Database,
  projectId: string,
  tx: DbOrTx = db
): Promise<void> {
  await tx.delete(artifacts).where(eq(artifacts.projectId, projectId))
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

  return {
    latestTaskId,

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

    /** One file of a version, only if that version belongs to the project. */
    async find(projectId: string, taskId: string, path: string) {
      const [row] = await db
        .select({
          contentType: artifacts.contentType,
          body: artifacts.body,
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
    },
  }
}

export type ArtifactsReader = ReturnType<typeof createArtifactsReader>
