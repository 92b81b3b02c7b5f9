import { z } from 'zod'

/**
 * The data API of generated apps, served on each project's preview origin
 * (`/data/...`) and read by the studio under `/api/build_task/{id}/data/...`.
 */
export const ENTITY_NAME = /^[a-z][a-z0-9_]{0,62}$/
export const APP_DATA_LIMITS = {
  /** Serialised JSON size of one record's data. */
  recordBytes: 256 * 1024,
  recordsPerEntity: 10_000,
  entitiesPerProject: 100,
  fieldsPerEntity: 100,
} as const

/** SPEC §9: project-scoped end-user auth exists from this instant on. */
export const PROJECT_AUTH_FEATURE_DATE = new Date('2025-09-03T16:00:00Z')

export const fieldTypeSchema = z.enum([
  'string',
  'number',
  'boolean',
  'date',
  'json',
])
export const fieldDefSchema = z.object({
  name: z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_]{0,62}$/,
      'Field names use letters, digits and _'
    ),
  type: fieldTypeSchema,
  required: z.boolean().optional(),
})
export type FieldDef = z.infer<typeof fieldDefSchema>

export const entityNameSchema = z
  .string()
  .regex(
    ENTITY_NAME,
    'Entity names start with a-z and use a-z, 0-9 and _ (at most 63)'
  )

export const registerEntityBodySchema = z.object({
  name: entityNameSchema,
  fields: z.array(fieldDefSchema).max(APP_DATA_LIMITS.fieldsPerEntity),
})

export const entitySchema = z.object({
  name: z.string(),
  fields: z.array(fieldDefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AppEntity = z.infer<typeof entitySchema>
export const entityResponseSchema = z.object({ entity: entitySchema })
export const entityListResponseSchema = z.object({
  entities: z.array(entitySchema),
})

export const recordDataSchema = z.record(z.string(), z.unknown())
export const wireRecordSchema = z.object({
  id: z.string(),
  entity: z.string(),
  data: recordDataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WireRecord = z.infer<typeof wireRecordSchema>
export const recordResponseSchema = z.object({ record: wireRecordSchema })
export const recordListResponseSchema = z.object({
  records: z.array(wireRecordSchema),
})

export const entityQuerySchema = z.object({ entity: entityNameSchema })
export const recordIdParamsSchema = z.object({ id: z.string().min(1).max(64) })
export const createRecordBodySchema = z.object({
  entity: entityNameSchema,
  data: recordDataSchema,
})
export const updateRecordBodySchema = z.object({ data: recordDataSchema })

/** GET /api/build_task/{id}/data/records: one page of an entity's records. */
export const studioRecordsQuerySchema = z.object({
  entity: entityNameSchema,
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

/** Studio view of a record: who (which end user) owns it. */
export const deletedResponseSchema = z.object({ deleted: z.literal(true) })
export const signedOutResponseSchema = z.object({ ok: z.literal(true) })

export const studioRecordSchema = wireRecordSchema.extend({
  ownerId: z.string().nullable(),
})
export const studioRecordListResponseSchema = z.object({
  records: z.array(studioRecordSchema),
  total: z.number().int().nonnegative(),
})

export const endUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
})
export const endUserCredentialsSchema = z.object({
  email: z.email('Enter a valid e-mail address').max(254),
  password: z
    .string()
    .min(8, 'Passwords have at least 8 characters')
    .max(200, 'Passwords have at most 200 characters'),
})
export const endUserAuthResponseSchema = z.object({
  user: endUserSchema,
  token: z.string(),
})
export const endUserMeResponseSchema = z.object({ user: endUserSchema })
