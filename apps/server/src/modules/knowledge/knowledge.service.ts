import type {
  Knowledge,
  KnowledgeRevisions,
  KnowledgeScope,
} from '@kiln/contract/knowledge'
import type { Database } from '../../db/database'
import type { KnowledgeRow } from '../../db/schema'
import type { BuildProjects } from '../projects'
import { createKnowledgeRepo } from './knowledge.repo'

const keyOf = (scope: KnowledgeScope, ownerId: string) => `${scope}:${ownerId}`

function toKnowledge(scope: KnowledgeScope, row?: KnowledgeRow): Knowledge {
  return {
    scope,
    content: row?.content ?? '',
    revision: row?.revision ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

/** What a build sends: the combined text and the revisions it came from. */
export type BuildKnowledge = { text: string; revisions: KnowledgeRevisions }

/**
 * Standing instructions per project and per user (docs/product.md
 * §7 "Knowledge, plan mode and cost"). The project's members read its
 * instructions and editors write them; a project outside the caller's
 * workspaces is a 404 through the projects' access check.
 */
export function createKnowledgeService(deps: {
  db: Database
  projects: Pick<BuildProjects, 'requireAccess'>
  now: () => Date
}) {
  const repo = createKnowledgeRepo(deps.db)

  return {
    async getForProject(userId: string, projectId: string) {
      const project = await deps.projects.requireAccess(
        userId,
        projectId,
        'read'
      )
      return toKnowledge(
        'project',
        await repo.find(keyOf('project', project.id))
      )
    },

    async saveForProject(userId: string, projectId: string, content: string) {
      const row = await deps.db.transaction(async (tx) => {
        // Locked: a save cannot race the project's deletion.
        const project = await deps.projects.requireAccess(
          userId,
          projectId,
          'edit',
          { tx, lock: true }
        )
        return repo.save(
          {
            key: keyOf('project', project.id),
            scope: 'project',
            userId,
            projectId: project.id,
            content,
          },
          deps.now(),
          tx
        )
      })
      return toKnowledge('project', row)
    },

    async getForUser(userId: string) {
      return toKnowledge('user', await repo.find(keyOf('user', userId)))
    },

    async saveForUser(userId: string, content: string) {
      const row = await repo.save(
        {
          key: keyOf('user', userId),
          scope: 'user',
          userId,
          projectId: null,
          content,
        },
        deps.now()
      )
      return toKnowledge('user', row)
    },

    /**
     * The instructions a build of the user's project sends: the account's,
     * then the project's (the more specific last), with their revisions.
     */
    async forBuild(userId: string, projectId: string): Promise<BuildKnowledge> {
      const rows = await repo.findMany([
        keyOf('user', userId),
        keyOf('project', projectId),
      ])
      const user = rows.find((r) => r.scope === 'user' && r.userId === userId)
      const project = rows.find(
        (r) => r.scope === 'project' && r.projectId === projectId
      )
      const parts = [
        user?.content.trim() && `For all my projects:\n${user.content.trim()}`,
        project?.content.trim() &&
          `For this project:\n${project.content.trim()}`,
      ].filter(Boolean)
      return {
        text: parts.join('\n\n'),
        revisions: {
          project: project?.revision ?? 0,
          user: user?.revision ?? 0,
        },
      }
    },

    /** The user's instructions, their projects' included (account export). */
    exportFor: async (userId: string) =>
      (await repo.ofUser(userId)).map((row) => ({
        scope: row.scope,
        projectId: row.projectId,
        content: row.content,
        revision: row.revision,
        updatedAt: row.updatedAt.toISOString(),
      })),
  }
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>
