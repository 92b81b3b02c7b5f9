import {
  ADMIN_RECENT_AUDIT_EVENTS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEvent,
  type AuditPage,
} from '@kiln/contract/audit'
import type { Database, DbOrTx } from '../../db/database'
import type { AuditEventRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { createAuditRepo } from './audit.repo'

/** One event as a module records it. */
export type AuditEntry = {
  workspaceId: string
  /** Who acted; null when the system did. */
  actorId: string | null
  action: AuditAction
  target: { type: string; id?: string | null; name?: string | null }
  details?: Record<string, string>
}

/** What other modules are handed (services.ts): records in their transaction when given one. */
export type AuditRecord = (entry: AuditEntry, tx?: DbOrTx) => Promise<void>

/**
 * Records where the caller names the workspace by what it knows: the
 * project's workspace, or the user's personal one (their own integrations).
 * services.ts builds it from `record`, projects and workspaces.
 */
export type AuditIn = (
  scope:
    { projectId: string } | { personalOf: string } | { workspaceId: string },
  entry: Omit<AuditEntry, 'workspaceId'>
) => Promise<void>

/** The users module's profile reader. */
type Profiles = {
  findById: (
    userId: string
  ) => Promise<{ email: string; name: string | null } | undefined>
}

const badCursor = () =>
  new AppError('VALIDATION_FAILED', {
    message:
      'This page cursor is not valid. Load the audit log from the start.',
  })

/** A page cursor is the last event's position in the log, as text. */
const encodeCursor = (row: AuditEventRow) => String(row.seq)

function decodeCursor(cursor: string) {
  if (!/^[1-9][0-9]{0,15}$/.test(cursor)) throw badCursor()
  return Number(cursor)
}

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value)

/**
 * The audit log of workspaces (issue 26 item 6): membership, roles,
 * ownership, the workspace itself, publishing, deletes, Git and
 * integrations. Other modules record through `record`; admins and owners
 * read their workspace's log, the instance admin the newest of all.
 */
export function createAuditService(deps: {
  db: Database
  profiles: Profiles
  /** The workspaces' one role check (handed by services.ts: workspaces records here). */
  authorize: (
    userId: string,
    workspaceId: string,
    action: 'readAudit'
  ) => Promise<unknown>
  now: () => Date
}) {
  const repo = createAuditRepo(deps.db)

  async function present(rows: AuditEventRow[]): Promise<AuditEvent[]> {
    const actors = new Map<string, AuditEvent['actor']>()
    for (const id of new Set(rows.map((row) => row.actorId))) {
      if (!id) continue
      const profile = await deps.profiles.findById(id)
      actors.set(
        id,
        profile
          ? { userId: id, email: profile.email, name: profile.name }
          : null
      )
    }
    return rows
      .filter((row) => isAction(row.action))
      .map((row) => ({
        id: row.id,
        workspaceId: row.workspaceId,
        action: row.action as AuditAction,
        actor: (row.actorId && actors.get(row.actorId)) || null,
        target: {
          type: row.targetType,
          id: row.targetId,
          name: row.targetName,
        },
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }))
  }

  const record: AuditRecord = async (entry, tx) => {
    await repo.insert(
      {
        workspaceId: entry.workspaceId,
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id ?? null,
        targetName: entry.target.name ?? null,
        details: entry.details ?? {},
        createdAt: deps.now(),
      },
      tx
    )
  }

  return {
    record,

    /** A page of the workspace's log, newest first (admins and the owner). */
    async page(
      userId: string,
      workspaceId: string,
      query: { cursor?: string; limit: number }
    ): Promise<AuditPage> {
      await deps.authorize(userId, workspaceId, 'readAudit')
      const after = query.cursor ? decodeCursor(query.cursor) : undefined
      const rows = await repo.page(workspaceId, after, query.limit + 1)
      const shown = rows.slice(0, query.limit)
      const last = shown.at(-1)
      return {
        events: await present(shown),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(last) : null,
      }
    },

    forgetUser: repo.forgetUser,

    /** The newest events of every workspace, for the instance admin's overview. */
    async recent() {
      return present(await repo.recent(ADMIN_RECENT_AUDIT_EVENTS))
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
