import { eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { buildTasks, jobs } from '../../db/schema'

/** Tables of other features keyed by project_id, children first. */
const PROJECT_TABLES = [
  'app_records',
  'app_files',
  'app_usage',
  'app_rate_windows',
  'app_sessions',
  'app_users',
  'app_entities',
  'artifacts',
]

async function existingTables(tx: DbOrTx, names: string[]) {
  const found = await Promise.all(
    names.map(async (name) => {
      const rows = (await tx.execute(
        sql`select to_regclass(${name}) is not null as present`
      )) as unknown as { rows?: { present: boolean }[] } & {
        present: boolean
      }[]
      const first = rows.rows?.[0] ?? rows[0]
      return first?.present ? name : null
    })
  )
  return found.filter((name): name is string => name !== null)
}

/**
 * Removes what a project owns outside its own rows: jobs of its tasks and the
 * data of its generated app. Tasks, files, messages and events cascade from
 * the project row.
 */
export async function deleteProjectData(tx: DbOrTx, projectId: string) {
  const taskIds = tx
    .select({ id: buildTasks.id })
    .from(buildTasks)
    .where(eq(buildTasks.projectId, projectId))
  await tx.delete(jobs).where(inArray(jobs.taskId, taskIds))
  for (const table of await existingTables(tx, PROJECT_TABLES)) {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where project_id = ${projectId}`
    )
  }
}
