import { exportProjectZip, slugify } from '@kiln/builder/export'
import type { studioRecordsQuerySchema } from '@kiln/contract/app-data'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import type { AppEntityRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { CodeRules } from './code-rules/code-rules'
import { createProjectCode, type VersionFiles } from './code-rules/project-code'
import { toEntity, toWireRecord } from './records/app-data.service'
import { createEntitiesRepo } from './records/entities.repo'
import { createRecordsRepo } from './records/records.repo'
import { rulesInForce } from './rules/access-rules'

/** An entity with the access rules in force and where they come from. */
function toStudioEntity(code: CodeRules, row: AppEntityRow) {
  const found = rulesInForce(code, row.name, row)
  return {
    ...toEntity(row),
    rules: found.rules,
    rulesSource: found.source,
    codeRules: found.codeRules,
  }
}

/**
 * The studio's data tabs (the app data of a task's project) and the version
 * as a standalone Vite project. Every call checks that the caller owns the
 * task (build-tasks' `owned`).
 */
export function createStudioService(deps: {
  db: Database
  /** The caller's task and its project's name; 404 for anyone else's. */
  ownedTask: (
    userId: string,
    taskId: string,
    action: 'read' | 'edit'
  ) => Promise<{ task: { id: string; projectId: string }; name: string }>
  versionFiles: VersionFiles
  /** The project's `VITE_*` variables, written into the export's `.env`. */
  envValuesOf: (projectId: string) => Promise<Record<string, string>>
}) {
  const entitiesRepo = createEntitiesRepo(deps.db)
  const recordsRepo = createRecordsRepo(deps.db)
  const projectCode = createProjectCode(deps.versionFiles)
  const owned = async (
    userId: string,
    taskId: string,
    action: 'read' | 'edit' = 'read'
  ) => {
    const { task, name } = await deps.ownedTask(userId, taskId, action)
    return { taskId: task.id, projectId: task.projectId, projectName: name }
  }

  return {
    async entities(userId: string, taskId: string) {
      const task = await owned(userId, taskId)
      const [rows, code] = await Promise.all([
        entitiesRepo.list(task.projectId),
        projectCode.ofProject(task.projectId),
      ])
      return { entities: rows.map((row) => toStudioEntity(code, row)) }
    },

    async setRules(
      userId: string,
      taskId: string,
      name: string,
      rules: Record<string, string> | null
    ) {
      const task = await owned(userId, taskId, 'edit')
      const code = await projectCode.ofProject(task.projectId)
      const row = await entitiesRepo.setStudioRules(
        task.projectId,
        name,
        rules,
        rules ? { code: code.declared.get(name) ?? null } : null
      )
      if (!row) {
        throw new AppError('ENTITY_NOT_FOUND', {
          message: `This app has no collection "${name}".`,
        })
      }
      return { entity: toStudioEntity(code, row) }
    },

    async records(
      userId: string,
      taskId: string,
      query: z.infer<typeof studioRecordsQuerySchema>
    ) {
      const task = await owned(userId, taskId)
      const { entity, limit, offset } = query
      const scope = { projectId: task.projectId, entity }
      const [rows, total] = await Promise.all([
        recordsRepo.page(scope, limit, offset),
        recordsRepo.count(scope),
      ])
      return {
        records: rows.map((row) => ({
          ...toWireRecord(row),
          ownerId: row.ownerId,
        })),
        total,
      }
    },

    /** The version as a zip of a Vite project in a folder named for the project. */
    async exportZip(userId: string, taskId: string) {
      const task = await owned(userId, taskId)
      const files = await deps.versionFiles.filesOf(task.taskId)
      if (Object.keys(files).length === 0) {
        throw new AppError('NOT_FOUND', {
          message:
            'This version has no files yet. Wait for the build to finish.',
        })
      }
      const folder = slugify(task.projectName)
      const zip = exportProjectZip(files, folder, {
        env: await deps.envValuesOf(task.projectId),
      })
      return { folder, zip }
    },
  }
}

export type StudioService = ReturnType<typeof createStudioService>
