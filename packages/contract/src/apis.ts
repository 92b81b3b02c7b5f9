import { z } from 'zod'
import { idSchema } from './ids'
import { connectionStatusSchema } from './integrations-common'

/** Custom APIs: a base URL, its auth and an optional OpenAPI document (docs/product.md §5). */

/** The WHATWG URL parser of the runtime (browser or Node); no DOM lib here. */
declare const URL: { canParse(value: string): boolean }

export const API_AUTH_TYPES = ['none', 'header', 'bearer'] as const
export const apiAuthTypeSchema = z.enum(API_AUTH_TYPES)
export type ApiAuthType = z.infer<typeof apiAuthTypeSchema>
export const OPENAPI_MAX_BYTES = 1_000_000

export const openapiOperationSchema = z.object({
  method: z.string(),
  path: z.string(),
  summary: z.string().optional(),
})
export type OpenapiOperation = z.infer<typeof openapiOperationSchema>

export const apiSchema = z.object({
  _id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  description: z.string(),
  authType: apiAuthTypeSchema,
  headerName: z.string().optional(),
  /** A secret is stored (encrypted); it is never returned. */
  hasSecret: z.boolean(),
  openapiOperations: z.array(openapiOperationSchema).optional(),
  connectionStatus: connectionStatusSchema,
  updatedAt: z.string(),
})
export type Api = z.infer<typeof apiSchema>

/** POST /search/apis (empty body). */
export const searchApisResponseSchema = z.object({
  results: z.array(apiSchema),
})
export type SearchApisResponse = z.infer<typeof searchApisResponseSchema>

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/

/**
 * Why a secret cannot be sent as an HTTP header value (a sentence ending in
 * a full stop, after "The secret"), or undefined when it can.
 */
export function headerValueProblem(value: string): string | undefined {
  if (CONTROL.test(value))
    return 'contains a line break or another control character, which an HTTP header value cannot hold.'
  if (BEYOND_LATIN1.test(value))
    return 'contains a character an HTTP header value cannot hold (only Latin-1 letters, digits and symbols are allowed, not e.g. “€” or emoji).'
  return undefined
}

const descriptionSchema = z
  .string()
  .trim()
  .max(1000, 'Description must be at most 1000 characters.')
const openapiSpecSchema = z
  .string()
  .max(OPENAPI_MAX_BYTES, 'The OpenAPI document must be at most 1 MB.')

const secretSchema = z
  .string()
  .trim()
  .min(1, 'Enter the secret.')
  .max(4096, 'The secret must be at most 4096 characters.')
  .superRefine((value, ctx) => {
    const problem = headerValueProblem(value)
    if (problem)
      ctx.addIssue({ code: 'custom', message: `The secret ${problem}` })
  })

const headerNameSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/,
    'Please enter a valid header name.'
  )

/**
 * POST /apis. `secret` is the header value or bearer token (write only).
 * `openapiSpec` is an OpenAPI document as JSON text, at most 1 MB.
 */
export const createApiBodySchema = z.object({
  name: z
    .string('API name is required.')
    .trim()
    .min(1, 'API name is required.')
    .max(100, 'API name must be at most 100 characters.'),
  baseUrl: z
    .string('Base URL is required.')
    .trim()
    .min(1, 'Base URL is required.')
    .max(2048, 'Please enter a valid base URL.')
    .regex(/^https?:\/\//i, 'Base URL must start with http:// or https://')
    .refine((value) => URL.canParse(value), 'Please enter a valid base URL.'),
  description: descriptionSchema.default(''),
  authType: apiAuthTypeSchema.default('none'),
  headerName: headerNameSchema.optional(),
  secret: secretSchema.optional(),
  openapiSpec: openapiSpecSchema.optional(),
})
export type CreateApiBody = z.input<typeof createApiBodySchema>

/** PATCH /apis/{id}: any subset; `secret` replaces, `openapiSpec: null` removes. */
export const updateApiBodySchema = z.object({
  name: createApiBodySchema.shape.name.optional(),
  baseUrl: createApiBodySchema.shape.baseUrl.optional(),
  description: descriptionSchema.optional(),
  authType: apiAuthTypeSchema.optional(),
  headerName: headerNameSchema.optional(),
  secret: secretSchema.optional(),
  openapiSpec: openapiSpecSchema.nullable().optional(),
})
export type UpdateApiBody = z.infer<typeof updateApiBodySchema>

export const apiResponseSchema = z.object({
  success: z.literal(true),
  api: apiSchema,
})
export type ApiResponse = z.infer<typeof apiResponseSchema>

/** POST /apis/{id}/test: one GET of baseUrl through the outbound guard. */
export const testApiResponseSchema = z.object({
  api: apiSchema,
  result: z.object({
    ok: z.boolean(),
    status: z.number().int().optional(),
    message: z.string(),
  }),
})
export type TestApiResponse = z.infer<typeof testApiResponseSchema>

/** GET /build_project/{projectId}/apis: which custom APIs the project's app may call. */
export const projectApiSchema = z.object({
  apiId: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  granted: z.boolean(),
  /** Added to the project's workspace by an admin (not the caller's own). */
  workspace: z.boolean().optional(),
})
export type ProjectApi = z.infer<typeof projectApiSchema>
export const projectApisResponseSchema = z.object({
  apis: z.array(projectApiSchema),
})
export type ProjectApisResponse = z.infer<typeof projectApisResponseSchema>
/** PUT and DELETE /build_project/{projectId}/apis/{apiId}: grant, withdraw. */
export const projectApiParamsSchema = z.object({
  projectId: idSchema,
  apiId: idSchema,
})

/**
 * /workspaces/{workspaceId}/apis: the custom APIs an admin added to the
 * workspace; members list them (a secret only as `hasSecret`), admins add
 * (the body of POST /apis) and remove them.
 */
export const workspaceApisResponseSchema = z.object({
  apis: z.array(apiSchema),
})
export type WorkspaceApisResponse = z.infer<typeof workspaceApisResponseSchema>
export const workspaceApiParamsSchema = z.object({
  workspaceId: idSchema,
  id: idSchema,
})

/** The proxy's limits on the preview origin (/data/apis/v1/{apiId}/...). */
export const API_PROXY_LIMITS = {
  /** Request body the app may send through. */
  requestBytes: 512 * 1024,
  /** Answer body the app may get back. */
  responseBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  /** Calls per project and minute (all its APIs together, in the database). */
  callsPerMinute: 300,
  /** …and per visitor (client address), so one cannot use up the app's calls. */
  callsPerVisitorPerMinute: 60,
} as const
