import {
  createHash,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'
import type { AccessRules } from '@kiln/contract/app-data'
import type { Database } from '../../../db/database'
import type { AppEntityRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import type { AppDataLimits, Quotas } from '../quotas/app-limits'
import type { Actor } from '../records/app-data.service'
import type { EntitiesRepo } from '../records/entities.repo'
import { requireAllowed, requireRecordAccess } from '../rules/access-rules'
import type { FileStorage } from './file-storage'
import { checkFileType, cleanFileName } from './file-types'
import type { AppFileMeta, FilesRepo } from './files.repo'

/** Files without a collection follow the app's default rules (no collection declares this name). */
const NO_COLLECTION = ''

export const toWireFile = (file: AppFileMeta) => ({
  id: file.id,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  collection: file.entity,
  createdAt: file.createdAt.toISOString(),
  /** Works in <img src> and links for whoever was given it (it carries the file's token). */
  url: `/data/files/v1/${file.id}/content?t=${file.urlToken}`,
})

const fileNotFound = () =>
  new AppError('NOT_FOUND', { message: 'File not found.' })

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Uploads and downloads of a generated app, under its collections' access rules. */
export function createFilesService(deps: {
  db: Database
  filesRepo: FilesRepo
  entitiesRepo: EntitiesRepo
  storage: FileStorage
  quotas: Quotas
  rulesFor: (
    actor: Actor,
    name: string,
    row?: AppEntityRow
  ) => Promise<AccessRules>
  limits: AppDataLimits
}) {
  const { db, filesRepo, storage, quotas, limits } = deps

  async function rulesOf(actor: Actor, collection: string | null) {
    if (collection === null) return deps.rulesFor(actor, NO_COLLECTION)
    const row = await deps.entitiesRepo.find(actor.projectId, collection)
    if (!row) {
      throw new AppError('ENTITY_NOT_FOUND', {
        message: `Unknown collection "${collection}": register it first.`,
      })
    }
    return deps.rulesFor(actor, collection, row)
  }

  /** The caller's file, refused as a file (404 when they may not see it). */
  async function accessible(
    actor: Actor,
    id: string,
    action: 'read' | 'delete',
    token?: string
  ) {
    const file = await filesRepo.find(actor.projectId, id)
    if (!file) throw fileNotFound()
    if (action === 'read' && token && sameToken(token, file.urlToken)) {
      return file
    }
    const rules = await rulesOf(actor, file.entity)
    try {
      requireRecordAccess(
        rules,
        action,
        action === 'read' ? 'this file' : 'file',
        actor.userId,
        file.ownerId
      )
    } catch (error) {
      if (error instanceof AppError && error.code === 'RECORD_NOT_FOUND') {
        throw fileNotFound()
      }
      throw error
    }
    return file
  }
  const readable = (actor: Actor, id: string, token?: string) =>
    accessible(actor, id, 'read', token)

  return {
    async upload(
      actor: Actor,
      input: {
        collection: string | null
        name?: string
        contentType?: string
        body: Buffer
      }
    ) {
      if (input.body.length === 0) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'The file is empty.',
        })
      }
      if (input.body.length > limits.fileBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: `A file can be at most ${Math.round(limits.fileBytes / (1024 * 1024))} MB.`,
        })
      }
      const contentType = checkFileType(input.contentType, input.body)
      const rules = await rulesOf(actor, input.collection)
      requireAllowed(rules, 'create', 'upload files', actor.userId)

      const id = randomUUID()
      const key = `app-files/${actor.projectId}/${id}`
      if (storage.kind === 's3') await storage.put(key, input.body, contentType)
      try {
        const row = await db.transaction(async (tx) => {
          await quotas.reserve(
            actor.projectId,
            { files: 1, fileBytes: input.body.length },
            tx
          )
          return filesRepo.insert(
            {
              id,
              projectId: actor.projectId,
              entity: input.collection,
              ownerId: actor.userId,
              name: cleanFileName(input.name),
              contentType,
              size: input.body.length,
              sha256: createHash('sha256').update(input.body).digest('hex'),
              storage: storage.kind,
              storageKey: storage.kind === 's3' ? key : null,
              content: storage.kind === 'db' ? input.body : null,
              urlToken: randomBytes(24).toString('base64url'),
            },
            tx
          )
        })
        return toWireFile(row)
      } catch (error) {
        if (storage.kind === 's3')
          await storage.delete(key).catch(() => undefined)
        throw error
      }
    },

    async get(actor: Actor, id: string) {
      return toWireFile(await readable(actor, id))
    },

    /** The file and its bytes, for a caller the rules allow or who holds its token. */
    async download(actor: Actor, id: string, token?: string) {
      const file = await readable(actor, id, token)
      const body =
        file.storage === 's3' && storage.kind === 's3' && file.storageKey
          ? await storage.get(file.storageKey)
          : await filesRepo.content(actor.projectId, id)
      if (!body) {
        throw new AppError('NOT_FOUND', {
          message: 'This file is stored elsewhere and cannot be read now.',
        })
      }
      return { file, body }
    },

    async remove(actor: Actor, id: string) {
      const file = await accessible(actor, id, 'delete')
      await db.transaction(async (tx) => {
        const deleted = await filesRepo.delete(actor.projectId, id, tx)
        if (!deleted) throw fileNotFound()
        await quotas.release(
          actor.projectId,
          { files: 1, fileBytes: deleted.size },
          tx
        )
      })
      if (file.storage === 's3' && storage.kind === 's3' && file.storageKey) {
        await storage.delete(file.storageKey).catch(() => undefined)
      }
    },
  }
}

export type FilesService = ReturnType<typeof createFilesService>
