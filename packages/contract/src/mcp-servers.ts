import { z } from 'zod'
import { idSchema } from './ids'
import { connectionStatusSchema } from './integrations-common'

/**
 * MCP servers (the user's and the official ones), their tools and MCP OAuth
 * (docs/product.md §5, §7, §8). Paths are under /api.
 */

/** The WHATWG URL parser of the runtime (browser or Node); no DOM lib here. */
declare const URL: { canParse(value: string): boolean }

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
  /** The tools its last successful test listed (the user's own servers). */
  tools: z.array(toolSchema).optional(),
})
export type McpServer = z.infer<typeof mcpServerSchema>

/** POST /search/mcp-servers (empty body): the user's servers + the official ones. */
export const searchMcpServersResponseSchema = z.object({
  results: z.array(mcpServerSchema),
})
export type SearchMcpServersResponse = z.infer<
  typeof searchMcpServersResponseSchema
>

/**
 * The server panel's form, with docs/product.md §5 messages word for word. The server
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
 * POST /mcp-servers and PATCH /mcp-servers/{id} body (docs/product.md §7). Fields are
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

/**
 * /workspaces/{workspaceId}/mcp-servers: the MCP servers an admin added to
 * the workspace; members list them, admins add (the body of POST
 * /mcp-servers) and remove them; the workspace's builds may use them.
 */
export const workspaceMcpServersResponseSchema = z.object({
  servers: z.array(mcpServerSchema),
})
export type WorkspaceMcpServersResponse = z.infer<
  typeof workspaceMcpServersResponseSchema
>
export const workspaceMcpServerParamsSchema = z.object({
  workspaceId: idSchema,
  id: idSchema,
})
