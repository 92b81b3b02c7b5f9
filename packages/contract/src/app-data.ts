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
  /** Quotas per project, counted in the database (hold across processes). */
  recordsPerProject: 50_000,
  recordBytesPerProject: 64 * 1024 * 1024,
  endUsersPerProject: 10_000,
  /** Requests per project per minute (fixed window in the database). */
  readsPerMinute: 3_000,
  writesPerMinute: 600,
  /** Requests per visitor (client address) of one project per minute. */
  readsPerVisitorPerMinute: 600,
  writesPerVisitorPerMinute: 120,
  /** Files of generated apps. */
  fileBytes: 10 * 1024 * 1024,
  filesPerProject: 5_000,
  fileBytesPerProject: 256 * 1024 * 1024,
  /** Records per page of a list. */
  pageSize: 100,
  maxPageSize: 1_000,
  /** Open live-update streams per project (in each API process). */
  liveStreamsPerProject: 100,
  /** …and per visitor (client address), so one cannot take them all. */
  liveStreamsPerVisitor: 10,
} as const

/**
 * Who may do something to a collection's records: anyone (also anonymous
 * visitors), any signed-in end user, or only the end user who created the
 * record ('owner' for create and list: signed in; list shows only one's own).
 */
export const accessRuleSchema = z.enum(['anyone', 'signed-in', 'owner'])
export type AccessRule = z.infer<typeof accessRuleSchema>
export const ACCESS_ACTIONS = [
  'list',
  'read',
  'create',
  'update',
  'delete',
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]
export const accessRulesSchema = z.strictObject({
  list: accessRuleSchema,
  read: accessRuleSchema,
  create: accessRuleSchema,
  update: accessRuleSchema,
  delete: accessRuleSchema,
})
export type AccessRules = z.infer<typeof accessRulesSchema>
/** Where a collection's rules in force come from (studio data tab). */
export const rulesSourceSchema = z.enum(['code', 'studio', 'default'])

/** docs/product.md §9: project-scoped end-user auth exists from this instant on. */
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
/** The studio's view of an entity: its access rules and where they come from. */
export const studioEntitySchema = entitySchema.extend({
  rules: accessRulesSchema,
  rulesSource: rulesSourceSchema,
  /** The rules the app's code declares (null: none, defaults apply). */
  codeRules: accessRulesSchema.partial().nullable(),
})
export type StudioEntity = z.infer<typeof studioEntitySchema>
export const studioEntityListResponseSchema = z.object({
  entities: z.array(studioEntitySchema),
})
/** PUT /api/build_task/{id}/data/entities/{name}/rules; null goes back to the code's rules. */
export const studioRulesBodySchema = z.object({
  rules: accessRulesSchema.nullable(),
})
export const entityNameParamsSchema = z.object({
  taskId: z.string().min(1).max(64),
  name: z.string().min(1).max(63),
})
export const studioEntityResponseSchema = z.object({
  entity: studioEntitySchema,
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
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable().optional(),
})

const fieldName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/
/** `createdAt`, `updatedAt` or a data field; a leading `-` sorts descending. */
export const sortSchema = z
  .string()
  .regex(
    /^-?[A-Za-z_][A-Za-z0-9_]{0,62}$/,
    'sort is a field name, with a leading - for descending'
  )
const filterValue = z.union([z.string().max(1000), z.number(), z.boolean()])
const filterCondition = z.union([
  filterValue,
  z.null(),
  z
    .strictObject({
      eq: filterValue.nullable(),
      ne: filterValue.nullable(),
      gt: filterValue,
      gte: filterValue,
      lt: filterValue,
      lte: filterValue,
    })
    .partial(),
])
/** `{ field: value }` (equality) or `{ field: { gte: 1, lt: 5 } }` (ranges). */
export const recordFilterSchema = z
  .record(z.string().regex(fieldName, 'Filter on field names'), filterCondition)
  .refine((f) => Object.keys(f).length <= 10, 'At most 10 filters')
export type RecordFilter = z.infer<typeof recordFilterSchema>

/** GET /data/store/v1/all: one page of an entity's records. */
export const listRecordsQuerySchema = z.object({
  entity: entityNameSchema,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(APP_DATA_LIMITS.maxPageSize)
    .optional(),
  cursor: z.string().max(2000).optional(),
  sort: sortSchema.optional(),
  /** A RecordFilter as JSON. */
  where: z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      let reserved = false
      try {
        // `__proto__` would vanish in parsing and leave the filter unapplied.
        const where = JSON.parse(text, (key, value: unknown) => {
          if (key === '__proto__') reserved = true
          return value
        }) as unknown
        if (!reserved) return where
      } catch {
        ctx.addIssue({ code: 'custom', message: 'where must be JSON' })
        return z.NEVER
      }
      ctx.addIssue({
        code: 'custom',
        message: 'cannot filter on a field named __proto__',
      })
      return z.NEVER
    })
    .pipe(recordFilterSchema)
    .optional(),
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
