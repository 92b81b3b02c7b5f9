import { exportProjectZip, slugify } from '@kiln/builder/export'
import {
  entityNameParamsSchema,
  studioEntityListResponseSchema,
  studioEntityResponseSchema,
  studioRecordListResponseSchema,
  studioRecordsQuerySchema,
  studioRulesBodySchema,
} from '@kiln/contract/app-data'
import { taskIdParamsSchema } from '@kiln/contract/build-tasks'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppEntityRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'
import { readTaskFiles } from '../build-tasks'
import { projectEnvValues } from '../projects'
import type { CodeRules } from './code-rules/code-rules'
import { createProjectCode } from './code-rules/project-code'
import { toEntity, toWireRecord } from './records/app-data.service'
import { createEntitiesRepo } from './records/entities.repo'
import { createRecordsRepo } from './records/records.repo'
import { rulesInForce } from './rules/access-rules'

const errors = errorResponses(400, 401, 404)

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
 * /api/build_task/{id}/...: the studio's data tabs (the app data of the
 * task's project) and the version as a standalone Vite project. Owner only.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const entitiesRepo = createEntitiesRepo(app.db)
  const recordsRepo = createRecordsRepo(app.db)
  const projectCode = createProjectCode(app.db)
  requireSignIn(app)
  const owned = async (
    taskId: string,
    request: Parameters<typeof currentUser>[0]
  ) => {
    const { task, name } = await app.services.buildTasks.owned(
      currentUser(request).id,
      taskId
    )
    return { taskId: task.id, projectId: task.projectId, projectName: name }
  }

  app.get(
    '/build_task/:taskId/data/entities',
    {
      schema: {
        params: taskIdParamsSchema,
        response: { 200: studioEntityListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const task = await owned(request.params.taskId, request)
      const [rows, code] = await Promise.all([
        entitiesRepo.list(task.projectId),
        projectCode.ofProject(task.projectId),
      ])
      return { entities: rows.map((row) => toStudioEntity(code, row)) }
    }
  )

  app.put(
    '/build_task/:taskId/data/entities/:name/rules',
    {
      schema: {
        params: entityNameParamsSchema,
        body: studioRulesBodySchema,
        response: { 200: studioEntityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const task = await owned(request.params.taskId, request)
      const { name } = request.params
      const code = await projectCode.ofProject(task.projectId)
      const { rules } = request.body
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
    }
  )

  app.get(
    '/build_task/:taskId/data/records',
    {
      schema: {
        params: taskIdParamsSchema,
        querystring: studioRecordsQuerySchema,
        response: { 200: studioRecordListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const task = await owned(request.params.taskId, request)
      const { entity, limit, offset } = request.query
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
    }
  )

  app.get(
    '/build_task/:taskId/export.zip',
    {
      schema: {
        params: taskIdParamsSchema,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const task = await owned(request.params.taskId, request)
      const files = await readTaskFiles(app.db, task.taskId)
      if (Object.keys(files).length === 0) {
        throw new AppError('NOT_FOUND', {
          message:
            'This version has no files yet. Wait for the build to finish.',
        })
      }
      const folder = slugify(task.projectName)
      const zip = exportProjectZip(files, folder, {
        env: await projectEnvValues(app.db, task.projectId),
      })
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${folder}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    }
  )
}
