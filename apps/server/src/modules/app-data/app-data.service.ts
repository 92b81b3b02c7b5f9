import { APP_DATA_LIMITS, type FieldDef } from '@kiln/contract/app-data'
import type { AppEntityRow, AppRecordRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { checkRecord } from './check-record'
import type { EntitiesRepo } from './entities.repo'
import type { RecordScope, RecordsRepo } from './records.repo'

export type AppDataLimits = {
  recordsPerEntity: number
  entitiesPerProject: number
}

export const toEntity = (row: AppEntityRow) => ({
  name: row.name,
  fields: row.fields,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export const toWireRecord = (row: AppRecordRow) => ({
  id: row.id,
  entity: row.entity,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const recordNotFound = () =>
  new AppError('RECORD_NOT_FOUND', { message: 'Record not found.' })

/** Registry and record store of one project's generated app. */
export function createAppDataService(deps: {
  entitiesRepo: EntitiesRepo
  recordsRepo: RecordsRepo
  now: () => Date
  limits?: AppDataLimits
}) {
  const { entitiesRepo, recordsRepo, now } = deps
  const limits = deps.limits ?? APP_DATA_LIMITS

  async function entityOf(projectId: string, name: string) {
    const row = await entitiesRepo.find(projectId, name)
    if (!row) {
      throw new AppError('ENTITY_NOT_FOUND', {
        message: `Unknown entity "${name}": register it first.`,
      })
    }
    return row
  }

  return {
    listEntities: async (projectId: string) =>
      (await entitiesRepo.list(projectId)).map(toEntity),

    async registerEntity(projectId: string, name: string, fields: FieldDef[]) {
      const names = new Set(fields.map((f) => f.name))
      if (names.size !== fields.length) {
        throw new AppError('VALIDATION_FAILED', {
          message: `Entity "${name}" lists a field twice.`,
        })
      }
      const existing = await entitiesRepo.find(projectId, name)
      if (
        !existing &&
        (await entitiesRepo.count(projectId)) >= limits.entitiesPerProject
      ) {
        throw new AppError('CONFLICT', {
          message: `An app can have at most ${limits.entitiesPerProject} entities.`,
        })
      }
      const row = await entitiesRepo.upsert(projectId, name, fields, now())
      return { created: !existing, entity: toEntity(row) }
    },

    async list(scope: RecordScope) {
      await entityOf(scope.projectId, scope.entity)
      return (await recordsRepo.list(scope)).map(toWireRecord)
    },

    async get(scope: RecordScope, id: string) {
      await entityOf(scope.projectId, scope.entity)
      const row = await recordsRepo.find(scope, id)
      if (!row) throw recordNotFound()
      return toWireRecord(row)
    },

    async create(
      scope: RecordScope,
      ownerId: string | null,
      data: Record<string, unknown>
    ) {
      const entity = await entityOf(scope.projectId, scope.entity)
      checkRecord(entity.name, entity.fields, data, 'create')
      const total = await recordsRepo.count(scope)
      if (total >= limits.recordsPerEntity) {
        throw new AppError('CONFLICT', {
          message: `"${scope.entity}" is full: an entity holds at most ${limits.recordsPerEntity.toLocaleString('en-US')} records. Delete some first.`,
        })
      }
      return toWireRecord(await recordsRepo.insert(scope, ownerId, data, now()))
    },

    async update(
      scope: RecordScope,
      id: string,
      patch: Record<string, unknown>
    ) {
      const entity = await entityOf(scope.projectId, scope.entity)
      const current = await recordsRepo.find(scope, id)
      if (!current) throw recordNotFound()
      const data = { ...current.data, ...patch }
      checkRecord(entity.name, entity.fields, data, 'update')
      const row = await recordsRepo.update(scope, id, data, now())
      if (!row) throw recordNotFound()
      return toWireRecord(row)
    },

    async remove(scope: RecordScope, id: string) {
      if (!(await recordsRepo.delete(scope, id))) throw recordNotFound()
    },
  }
}

export type AppDataService = ReturnType<typeof createAppDataService>
