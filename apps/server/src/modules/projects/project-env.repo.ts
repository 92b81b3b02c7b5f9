import { asc, eq } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../db/database'
import { projectEnvVars } from '../../db/schema'

export type EnvVarRow = { name: string; value: string }

export function createProjectEnvRepo(db: Database) {
  return {
    /** The project's variables, sorted by name. */
    list(projectId: string, tx: DbOrTx = db): Promise<EnvVarRow[]> {
      return tx
        .select({ name: projectEnvVars.name, value: projectEnvVars.value })
        .from(projectEnvVars)
        .where(eq(projectEnvVars.projectId, projectId))
        .orderBy(asc(projectEnvVars.name))
    },

    /** Replaces the whole set (call inside a transaction). */
    async replace(projectId: string, variables: EnvVarRow[], tx: DbOrTx) {
      await tx
        .delete(projectEnvVars)
        .where(eq(projectEnvVars.projectId, projectId))
      if (variables.length > 0) {
        await tx
          .insert(projectEnvVars)
          .values(variables.map((v) => ({ projectId, ...v })))
      }
    },
  }
}
