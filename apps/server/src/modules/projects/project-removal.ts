import type { DbOrTx } from '../../db/database'

/**
 * What another module removes with a project, inside the deleting
 * transaction. It may hand back work for after the project row is gone (same
 * transaction) and for after the commit (objects outside the database).
 */
export type ProjectRemoval = (
  tx: DbOrTx,
  projectId: string
) => Promise<{
  afterDelete?: () => Promise<void>
  afterCommit?: () => Promise<void>
} | void>
