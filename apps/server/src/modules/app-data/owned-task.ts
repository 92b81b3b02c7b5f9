import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { buildTasks, projects } from '../../db/schema'
import { AppError } from '../../lib/app-error'

/** A build task of `userId`'s project with that project; 404 otherwise. */
export async function findOwnedTask(
  db: Database,
  taskId: string,
  userId: string
) {
  const [row] = await db
    .select({
      taskId: buildTasks.id,
      projectId: buildTasks.projectId,
      projectName: projects.name,
    })
    .from(buildTasks)
    .innerJoin(projects, eq(projects.id, buildTasks.projectId))
    .where(and(eq(buildTasks.id, taskId), eq(projects.userId, userId)))
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'Build task not found.' })
  }
  return row
}
