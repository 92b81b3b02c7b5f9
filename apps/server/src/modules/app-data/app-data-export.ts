import type { Database } from '../../db/database'
import { createFilesRepo } from './files/files.repo'
import { toWireRecord } from './records/app-data.service'
import { createEntitiesRepo } from './records/entities.repo'
import { createRecordsRepo } from './records/records.repo'

/** A project's app data as an account export reads it: collections, records a page at a time, files' metadata. */
export function createAppDataExport(db: Database) {
  const entities = createEntitiesRepo(db)
  const records = createRecordsRepo(db)
  const files = createFilesRepo(db)
  return {
    collections: (projectId: string) => entities.list(projectId),
    /** One page of a collection's records, oldest first, as the app sees them. */
    recordsPage: async (
      projectId: string,
      entity: string,
      limit: number,
      offset: number
    ) =>
      (await records.page({ projectId, entity }, limit, offset)).map(
        toWireRecord
      ),
    filesMeta: (projectId: string) => files.listMeta(projectId),
  }
}

export type AppDataExport = ReturnType<typeof createAppDataExport>
