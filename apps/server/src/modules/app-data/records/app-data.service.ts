import type { FieldDef, RecordFilter } from '@kiln/contract/app-data'
import type { Database } from '../../../db/database'
import type { AppEntityRow, AppRecordRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import { fieldsMatchCode, stricter } from '../code-rules/code-rules'
import type { ProjectCode } from '../code-rules/project-code'
import type { LiveChange, RecordChange } from '../live/live-hub'
import type { AppDataLimits, Quotas } from '../quotas/app-limits'
import {
  allowsRecord,
  requireAllowed,
  requireRecordAccess,
  rulesInForce,
  strictest,
} from '../rules/access-rules'
import { checkRecord } from './check-record'
import type { EntitiesRepo } from './entities.repo'
import { encodeCursor } from './record-query'
import type { RecordsRepo } from './records.repo'

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

/**
 * Who is calling: the project of the preview origin, the signed-in end user
 * (null: anonymous) and, when known, the version whose page calls (its rules
 * apply too, so an older page never gets more than the current version allows).
 */
export type Actor = {
  projectId: string
  /**
   * Whose records and end users: the project id in its previews, another
   * key for a published app with data of its own (`liveDataKey`).
   */
  dataKey: string
  userId: string | null
  taskId?: string
}

export type ListOptions = {
  limit?: number
  cursor?: string
  sort?: string
  where?: RecordFilter
}

const recordNotFound = () =>
  new AppError('RECORD_NOT_FOUND', { message: 'Record not found.' })

/** Registry and record store of one project's generated app, under its access rules. */
export function createAppDataService(deps: {
  db: Database
  entitiesRepo: EntitiesRepo
  recordsRepo: RecordsRepo
  quotas: Quotas
  code: ProjectCode
  now: () => Date
  limits: AppDataLimits
  /** Told after each committed write (live updates). */
  onChange?: (change: RecordChange) => Promise<void>
}) {
  const { db, entitiesRepo, recordsRepo, quotas, code, now, limits } = deps

  /** Live updates are told on a best-effort basis: the write has committed. */
  async function changed(
    actor: Actor,
    change: Omit<RecordChange, 'projectId'>
  ) {
    await deps
      .onChange?.({ projectId: actor.dataKey, ...change })
      .catch(() => undefined)
  }

  async function entityOf(projectId: string, name: string) {
    const row = await entitiesRepo.find(projectId, name)
    if (!row) {
      throw new AppError('ENTITY_NOT_FOUND', {
        message: `Unknown entity "${name}": register it first.`,
      })
    }
    return row
  }

  /** The rules in force for the caller (the current version's, and the calling version's). */
  async function rulesFor(actor: Actor, name: string, row?: AppEntityRow) {
    const head = rulesInForce(await code.ofProject(actor.projectId), name, row)
    if (!actor.taskId) return head.rules
    const page = rulesInForce(await code.ofTask(actor.taskId), name, row)
    return strictest(head.rules, page.rules)
  }

  async function guarded(actor: Actor, name: string) {
    const entity = await entityOf(actor.projectId, name)
    return { entity, rules: await rulesFor(actor, name, entity) }
  }

  async function findRecord(actor: Actor, name: string, id: string) {
    const found = await recordsRepo.find(
      { projectId: actor.dataKey, entity: name },
      id
    )
    if (!found) throw recordNotFound()
    return found
  }

  return {
    rulesFor,

    listEntities: async (projectId: string) =>
      (await entitiesRepo.list(projectId)).map(toEntity),

    /**
     * Registers or updates an entity. When an app with access rules names
     * all its collections in code (the current version's or the calling
     * page's), only those may be registered: a visitor cannot add their own.
     */
    async registerEntity(actor: Actor, name: string, fields: FieldDef[]) {
      const { projectId } = actor
      const versions = [await code.ofProject(projectId)]
      if (actor.taskId) versions.push(await code.ofTask(actor.taskId))
      // Apps with access rules (sign-in or declared rules) keep to their names;
      // in an open app every visitor may already do anything to any record.
      const isNamed = versions.some(
        (v) =>
          !v.named ||
          (!v.usesSignIn && v.declared.size === 0) ||
          v.named.has(name)
      )
      if (!isNamed) {
        throw new AppError('FORBIDDEN', {
          message: `This app has no collection named "${name}".`,
        })
      }
      const names = new Set(fields.map((f) => f.name))
      if (names.size !== fields.length) {
        throw new AppError('VALIDATION_FAILED', {
          message: `Entity "${name}" lists a field twice.`,
        })
      }
      // The fields come from the code Kiln built, not from whoever calls.
      if (!fieldsMatchCode(versions, name, fields)) {
        throw new AppError('FORBIDDEN', {
          message: `These fields of "${name}" are not the ones the app's code gives.`,
        })
      }
      const existing = await entitiesRepo.find(projectId, name)
      if (
        !existing &&
        (await entitiesRepo.count(projectId)) >= limits.entitiesPerProject
      ) {
        throw new AppError('QUOTA_EXCEEDED', {
          message: `An app can have at most ${limits.entitiesPerProject} entities.`,
        })
      }
      const row = await entitiesRepo.upsert(projectId, name, fields, now())
      return { created: !existing, entity: toEntity(row) }
    },

    /** One page; with an 'owner' list or read rule only the caller's own records. */
    async list(actor: Actor, name: string, options: ListOptions = {}) {
      const { rules } = await guarded(actor, name)
      requireAllowed(rules, 'list', name, actor.userId)
      requireAllowed(rules, 'read', name, actor.userId)
      const limit = options.limit ?? limits.pageSize
      const ownOnly = stricter(rules.list, rules.read) === 'owner'
      const { rows, keyOf } = await recordsRepo.list(
        { projectId: actor.dataKey, entity: name },
        {
          ...options,
          limit,
          ownerId: ownOnly ? (actor.userId ?? undefined) : undefined,
        }
      )
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        records: page.map(toWireRecord),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor(keyOf(last), last.id)
            : null,
      }
    },

    async get(actor: Actor, name: string, id: string) {
      const { rules } = await guarded(actor, name)
      const row = await findRecord(actor, name, id)
      requireRecordAccess(rules, 'read', name, actor.userId, row.ownerId)
      return toWireRecord(row)
    },

    async create(actor: Actor, name: string, data: Record<string, unknown>) {
      const { entity, rules } = await guarded(actor, name)
      requireAllowed(rules, 'create', name, actor.userId)
      checkRecord(entity.name, entity.fields, data, 'create')
      const scope = { projectId: actor.dataKey, entity: name }
      const total = await recordsRepo.count(scope)
      if (total >= limits.recordsPerEntity) {
        throw new AppError('QUOTA_EXCEEDED', {
          message: `"${name}" is full: an entity holds at most ${limits.recordsPerEntity.toLocaleString('en-US')} records. Delete some first.`,
        })
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await recordsRepo.insert(
          scope,
          actor.userId,
          data,
          now(),
          tx
        )
        await quotas.reserve(
          actor.projectId,
          { records: 1, recordBytes: inserted.bytes },
          tx
        )
        return inserted
      })
      await changed(actor, {
        entity: name,
        id: row.id,
        type: 'create',
        ownerId: row.ownerId,
      })
      return toWireRecord(row)
    },

    async update(
      actor: Actor,
      name: string,
      id: string,
      patch: Record<string, unknown>
    ) {
      const { entity, rules } = await guarded(actor, name)
      const current = await findRecord(actor, name, id)
      requireRecordAccess(rules, 'update', name, actor.userId, current.ownerId)
      const data = { ...current.data, ...patch }
      checkRecord(entity.name, entity.fields, data, 'update')
      const scope = { projectId: actor.dataKey, entity: name }
      const row = await db.transaction(async (tx) => {
        const updated = await recordsRepo.update(scope, id, data, now(), tx)
        if (!updated) throw recordNotFound()
        const grown = updated.bytes - current.bytes
        if (grown > 0) {
          await quotas.reserve(actor.projectId, { recordBytes: grown }, tx)
        } else if (grown < 0) {
          await quotas.release(actor.projectId, { recordBytes: -grown }, tx)
        }
        return updated
      })
      await changed(actor, {
        entity: name,
        id,
        type: 'update',
        ownerId: current.ownerId,
      })
      return toWireRecord(row)
    },

    async remove(actor: Actor, name: string, id: string) {
      const { rules } = await guarded(actor, name)
      const current = await findRecord(actor, name, id)
      requireRecordAccess(rules, 'delete', name, actor.userId, current.ownerId)
      const scope = { projectId: actor.dataKey, entity: name }
      await db.transaction(async (tx) => {
        const deleted = await recordsRepo.delete(scope, id, tx)
        if (!deleted) throw recordNotFound()
        await quotas.release(
          actor.projectId,
          { records: 1, recordBytes: deleted.bytes },
          tx
        )
      })
      await changed(actor, {
        entity: name,
        id,
        type: 'delete',
        ownerId: current.ownerId,
      })
    },

    /**
     * Opens a live view of a collection (401 unless the caller may list it)
     * and answers, per change, what this caller may see of it: the rules in
     * force when the change happens decide, like a list call then would.
     */
    async watch(actor: Actor, name: string) {
      const { rules } = await guarded(actor, name)
      requireAllowed(rules, 'list', name, actor.userId)
      requireAllowed(rules, 'read', name, actor.userId)
      return async (change: LiveChange) => {
        if (change.entity !== name) return null
        const now = await change.shared(
          `rules:${actor.taskId ?? ''}`,
          async () =>
            rulesFor(
              actor,
              name,
              await entitiesRepo.find(actor.projectId, name)
            )
        )
        const visible = (['list', 'read'] as const).every((action) =>
          allowsRecord(now, action, actor.userId, change.ownerId)
        )
        if (!visible) return null
        if (change.type === 'delete')
          return { type: change.type, id: change.id }
        const row = await change.record()
        return row
          ? { type: change.type, id: change.id, record: toWireRecord(row) }
          : null
      }
    },
  }
}

export type AppDataService = ReturnType<typeof createAppDataService>
