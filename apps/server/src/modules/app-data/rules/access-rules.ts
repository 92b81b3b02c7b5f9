import {
  ACCESS_ACTIONS,
  type AccessAction,
  type AccessRules,
} from '@kiln/contract/app-data'
import type { AppEntityRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import {
  stricter,
  type CodeRules,
  type DeclaredRules,
} from '../code-rules/code-rules'

/** An app without end-user sign-in: nobody could be anything but anonymous. */
export const OPEN_RULES: AccessRules = {
  list: 'anyone',
  read: 'anyone',
  create: 'anyone',
  update: 'anyone',
  delete: 'anyone',
}

/**
 * The default of an app with end-user sign-in, and the base of declared
 * rules: each end user sees and changes only their own records, creating
 * needs an account. A collection meant to be shared (a board, a catalogue)
 * declares `list: 'anyone'` and `read: 'anyone'`: privacy is the default,
 * sharing is visible in the code.
 */
export const SIGNED_IN_DEFAULTS: AccessRules = {
  list: 'owner',
  read: 'owner',
  create: 'signed-in',
  update: 'owner',
  delete: 'owner',
}

export type RulesInForce = {
  rules: AccessRules
  source: 'code' | 'studio' | 'default'
  /** What the code declares for the collection; null when it declares nothing. */
  codeRules: DeclaredRules | null
}

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1
    )
  )
}

/**
 * The rules in force for one collection. The studio's edit wins until the
 * code declares different rules than it did when the edit was made; then the
 * code wins (a new version that changes its rules means it).
 */
export function rulesInForce(
  code: CodeRules,
  entity: string,
  row?: Pick<AppEntityRow, 'studioRules' | 'studioRulesBase'>
): RulesInForce {
  const declared = code.declared.get(entity) ?? null
  if (
    row?.studioRules &&
    row.studioRulesBase &&
    sameJson(row.studioRulesBase.code ?? null, declared)
  ) {
    return {
      rules: { ...SIGNED_IN_DEFAULTS, ...row.studioRules } as AccessRules,
      source: 'studio',
      codeRules: declared,
    }
  }
  if (declared) {
    return {
      rules: { ...SIGNED_IN_DEFAULTS, ...declared },
      source: 'code',
      codeRules: declared,
    }
  }
  return {
    rules: code.usesSignIn ? SIGNED_IN_DEFAULTS : OPEN_RULES,
    source: 'default',
    codeRules: null,
  }
}

/** Per action the stricter of two rule sets (an older version's page sees no more than the head allows). */
export function strictest(a: AccessRules, b: AccessRules): AccessRules {
  const out = { ...a }
  for (const action of ACCESS_ACTIONS)
    out[action] = stricter(a[action], b[action])
  return out
}

const VERBS: Record<AccessAction, string> = {
  list: 'see',
  read: 'see',
  create: 'add',
  update: 'change',
  delete: 'delete',
}

/** 401 unless the rule lets this caller act at all (record ownership is checked apart). */
export function requireAllowed(
  rules: AccessRules,
  action: AccessAction,
  entity: string,
  userId: string | null
) {
  if (rules[action] !== 'anyone' && !userId) {
    throw new AppError('UNAUTHORIZED', {
      message: `Sign in to ${VERBS[action]} ${entity}.`,
    })
  }
}

/** Whether the caller may act on this one record under the rule. */
export function allowsRecord(
  rules: AccessRules,
  action: AccessAction,
  userId: string | null,
  ownerId: string | null
) {
  const rule = rules[action]
  if (rule === 'anyone') return true
  if (!userId) return false
  return rule === 'signed-in' || ownerId === userId
}

/** Refuses a record the caller may not see (404) or may see but not change (403). */
export function requireRecordAccess(
  rules: AccessRules,
  action: 'read' | 'update' | 'delete',
  entity: string,
  userId: string | null,
  ownerId: string | null
) {
  requireAllowed(rules, action, entity, userId)
  if (!allowsRecord(rules, 'read', userId, ownerId)) {
    throw new AppError('RECORD_NOT_FOUND', { message: 'Record not found.' })
  }
  if (!allowsRecord(rules, action, userId, ownerId)) {
    throw new AppError('FORBIDDEN', {
      message: `Only the person who added this ${entity} record can ${VERBS[action]} it.`,
    })
  }
}
