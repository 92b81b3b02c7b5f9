import { z } from 'zod'

/**
 * Integrations: MCP servers (user and official), custom APIs, MCP OAuth and
 * the per-user third-party key vault (SPEC §2, §3, §5, §7, §8).
 * Paths are under /api.
 */

/** The WHATWG URL parser of the runtime (browser or Node); no DOM lib here. */
declare const URL: { canParse(value: string): boolean }

const idSchema = z.string().trim().min(1).max(64)
export const integrationIdParamsSchema = z.object({ id: idSchema })
export type IntegrationIdParams = z.infer<typeof integrationIdParamsSchema>

export const CONNECTION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES)
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>

/* ---------------------------------------------------------------- MCP */

export const MCP_MESSAGES = {
  nameRequired: 'Server name is required.',
  nameTaken: 'A server with this name already exists.',
  urlRequired: 'Server URL is required.',
  urlScheme: 'Server URL must start with http:// or https://',
  urlInvalid: 'Please enter a valid Server URL.',
  testInvalidUrl: 'Cannot connect with an invalid URL.',
  officialReadOnly: 'Official MCP servers cannot be edited or deleted.',
  noTools: 'Server responded, but no tools found or invalid format.',
  connectFailed: 'Failed to connect to MCP server. Verify the URL and network.',
  noToolsFound:
    'No Tools Found: The server connected successfully but reported no available tools.',
  createFailed: 'Failed to save server. Please check input and try again.',
  updateFailed: 'Failed to update server. Please check input and try again.',
} as const

export const MCP_AUTH_TYPES = ['none', 'oauth'] as const

export const mcpServerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  connectionStatus: connectionStatusSchema,
  updatedAt: z.string(),
  isOfficial: z.boolean(),
  /** Logo address or null (the card shows a fallback icon). */
  pictureUrl: z.string().nullable(),
  /** 'oauth' for servers that need the user to authenticate (official ones). */
  authType: z.enum(MCP_AUTH_TYPES).optional(),
  /** Whether this user holds tokens for the server (OAuth servers only). */
  isAuthenticated: z.boolean().optional(),
})
export type McpServer = z.infer<typeof mcpServerSchema>

/** POST /search/mcp-servers (empty body): the user's servers + the official ones. */
export const searchMcpServersResponseSchema = z.object({
  results: z.array(mcpServerSchema),
})
export type SearchMcpServersResponse = z.infer<
  typeof searchMcpServersResponseSchema
>

/** Accepts an empty or missing body for the POST /search/* calls. */
export const searchBodySchema = z
  .object({ query: z.string().max(200).optional() })
  .nullish()

/**
 * The server panel's form, with SPEC §5 messages word for word. The server
 * applies the same rules and answers 400 VALIDATION_FAILED with the message.
 */
export const mcpServerUrlSchema = z
  .string(MCP_MESSAGES.urlRequired)
  .trim()
  .min(1, MCP_MESSAGES.urlRequired)
  .max(2048, MCP_MESSAGES.urlInvalid)
  .regex(/^https?:\/\//i, MCP_MESSAGES.urlScheme)
  .refine((value) => URL.canParse(value), MCP_MESSAGES.urlInvalid)

export const mcpServerFormSchema = z.object({
  name: z
    .string(MCP_MESSAGES.nameRequired)
    .trim()
    .min(1, MCP_MESSAGES.nameRequired)
    .max(100, 'Server name must be at most 100 characters.'),
  url: mcpServerUrlSchema,
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters.')
    .default(''),
})
export type McpServerForm = z.infer<typeof mcpServerFormSchema>

/**
 * POST /mcp-servers and PATCH /mcp-servers/{id} body (SPEC §7). Fields are
 * loose on the wire so that the messages above come back unprefixed.
 * connectionStatus is a hint: the server keeps the status its own test of
 * that URL recorded, and PENDING for a URL it has not tested.
 */
export const mcpServerBodySchema = z.object({
  name: z.string().max(10_000).optional(),
  url: z.string().max(10_000).optional(),
  description: z.string().max(10_000).optional(),
  connectionStatus: connectionStatusSchema.optional(),
})
export type McpServerBody = z.infer<typeof mcpServerBodySchema>

export const mcpServerResponseSchema = z.object({
  success: z.literal(true),
  server: mcpServerSchema,
})
export type McpServerResponse = z.infer<typeof mcpServerResponseSchema>

export const deleteIntegrationResponseSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
})
export type DeleteIntegrationResponse = z.infer<
  typeof deleteIntegrationResponseSchema
>

export const toolSchema = z.object({
  name: z.string(),
  description: z.string(),
  input_schema: z.object({
    properties: z.record(
      z.string(),
      z
        .object({
          type: z.string().optional(),
          description: z.string().optional(),
        })
        .loose()
    ),
    required: z.array(z.string()),
  }),
})
export type Tool = z.infer<typeof toolSchema>

/**
 * GET /mcp-tools?url=... (serverId= to use the stored OAuth tokens of a
 * server, e.g. an official one). Failure: 422 with code
 * UPSTREAM_FAILED (or DESTINATION_NOT_ALLOWED) and a human message.
 */
export const mcpToolsQuerySchema = z.object({
  url: z.string().max(10_000).optional(),
  serverId: idSchema.optional(),
})
export const mcpToolsResponseSchema = z.object({
  tools: z.array(toolSchema),
  connectionStatus: connectionStatusSchema,
})
export type McpToolsResponse = z.infer<typeof mcpToolsResponseSchema>

/* ---------------------------------------------------------- MCP OAuth */

/** POST /mcp-servers/{id}/auth/start: open authorizationUrl in a popup. */
export const mcpAuthStartResponseSchema = z.object({
  authorizationUrl: z.string(),
})
/** GET /mcp-servers/{id}/auth/status; DELETE /mcp-servers/{id}/auth. */
export const mcpAuthStatusResponseSchema = z.object({
  isAuthenticated: z.boolean(),
})
export type McpAuthStatusResponse = z.infer<typeof mcpAuthStatusResponseSchema>
/** GET /mcp-oauth/callback?code&state answers an HTML page that closes itself. */
export const mcpOauthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
})

/* -------------------------------------------------------- Custom APIs */

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

const secretSchema = z
  .string()
  .trim()
  .min(1)
  .max(4096)
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
  description: z.string().trim().max(1000).default(''),
  authType: apiAuthTypeSchema.default('none'),
  headerName: headerNameSchema.optional(),
  secret: secretSchema.optional(),
  openapiSpec: z.string().max(OPENAPI_MAX_BYTES).optional(),
})
export type CreateApiBody = z.input<typeof createApiBodySchema>

/** PATCH /apis/{id}: any subset; `secret` replaces, `openapiSpec: null` removes. */
export const updateApiBodySchema = z.object({
  name: createApiBodySchema.shape.name.optional(),
  baseUrl: createApiBodySchema.shape.baseUrl.optional(),
  description: z.string().trim().max(1000).optional(),
  authType: apiAuthTypeSchema.optional(),
  headerName: headerNameSchema.optional(),
  secret: secretSchema.optional(),
  openapiSpec: z.string().max(OPENAPI_MAX_BYTES).nullable().optional(),
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

/* ----------------------------------------------------------- API keys */

export const API_KEY_MESSAGES = {
  required: 'Service and API key are required',
  serviceRequired: 'Service is required',
  saved: 'Figma API key saved and validated successfully!',
  savedInvalid:
    'Figma API key saved but validation failed. Please check your key.',
  savedUnvalidated:
    'Figma API key saved but could not be validated. Please check your key.',
  saveFailed: 'Failed to save Figma API key',
  deleted: 'Figma API key deleted successfully!',
  deleteFailed: 'Failed to delete Figma API key',
  enabled: 'Figma API key enabled!',
  disabled: 'Figma API key disabled!',
  statusFailed: 'Failed to update Figma API key status',
  notAuthenticated: 'User not authenticated',
} as const

export const API_KEY_STATUSES = ['active', 'inactive'] as const
export const apiKeyStatusSchema = z.enum(API_KEY_STATUSES)
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>

/** The design tool's service name. */
export const FIGMA_SERVICE = 'figma'

export const apiKeySchema = z.object({
  service: z.string(),
  keyName: z.string().optional(),
  description: z.string().optional(),
  status: apiKeyStatusSchema,
  /** e.g. 'figd_••••••••abcd'; the key itself is never returned. */
  maskedApiKey: z.string(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** GET /users/{userId}/api-keys */
export const apiKeysResponseSchema = z.object({
  apiKeys: z.array(apiKeySchema),
})
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>

export const apiKeyParamsSchema = z.object({
  userId: z.string().min(1).max(64),
  service: z.string().max(200),
})

/**
 * POST /users/{userId}/api-keys. Loose on the wire: missing service or key
 * answers 400 "Service and API key are required"; empty optional fields
 * (after trimming) are omitted.
 */
export const saveApiKeyBodySchema = z.object({
  service: z.string().max(10_000).optional(),
  apiKey: z.string().max(10_000).optional(),
  keyName: z.string().max(10_000).optional(),
  description: z.string().max(10_000).optional(),
})
export type SaveApiKeyBody = z.infer<typeof saveApiKeyBodySchema>

/** PUT /users/{userId}/api-keys/{service} */
export const updateApiKeyBodySchema = z.object({
  status: apiKeyStatusSchema.optional(),
  apiKey: z.string().max(10_000).optional(),
  keyName: z.string().max(10_000).optional(),
  description: z.string().max(10_000).optional(),
})
export type UpdateApiKeyBody = z.infer<typeof updateApiKeyBodySchema>

export const apiKeyResponseSchema = z.object({
  success: z.literal(true),
  apiKey: apiKeySchema,
})
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>

export const deleteApiKeyResponseSchema = z.object({
  success: z.literal(true),
  service: z.string(),
})

/** POST /users/{userId}/api-keys/{service}/validate */
export const validateApiKeyResponseSchema = z.object({
  validation: z.object({
    valid: z.boolean(),
    message: z.string().optional(),
  }),
})
export type ValidateApiKeyResponse = z.infer<
  typeof validateApiKeyResponseSchema
>
