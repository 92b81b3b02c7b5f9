import type { EnvVar, ProjectEnv } from '@kiln/contract/project-env'
import type { Database } from '../../db/database'
import { createProjectEnvRepo } from './project-env.repo'
import { projectOwnership, type ProjectAccess } from './project-ownership'

const byName = (a: EnvVar, b: EnvVar) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

/**
 * The project's public `VITE_*` variables: members read them, editors replace
 * the whole set. A project outside the caller's workspaces is a 404.
 */
export function createProjectEnvService(deps: {
  db: Database
  access: ProjectAccess
}) {
  const { requireAccess } = projectOwnership(deps.db, deps.access)
  const variables = createProjectEnvRepo(deps.db)

  return {
    /** The project's variables as a map (account export). */
    valuesOf: (projectId: string) => projectEnvValues(deps.db, projectId),

    async get(userId: string, projectId: string): Promise<ProjectEnv> {
      await requireAccess(userId, projectId, 'read')
      return { variables: await variables.list(projectId) }
    },

    async replace(
      userId: string,
      projectId: string,
      set: EnvVar[]
    ): Promise<ProjectEnv> {
      const sorted = [...set].sort(byName)
      await deps.db.transaction(async (tx) => {
        // The lock orders concurrent saves: the last one wins whole.
        const project = await requireAccess(userId, projectId, 'edit', {
          tx,
          lock: true,
        })
        await variables.replace(project.id, sorted, tx)
      })
      return { variables: sorted }
    },
  }
}

export type ProjectEnvService = ReturnType<typeof createProjectEnvService>

/** The variables as a map: every build passes them to `import.meta.env`, an export writes them into `.env`. */
export async function projectEnvValues(
  db: Database,
  projectId: string
): Promise<Record<string, string>> {
  const rows = await createProjectEnvRepo(db).list(projectId)
  return Object.fromEntries(rows.map((row) => [row.name, row.value]))
}
