import { z } from 'zod'
import { idSchema } from './ids'

/** The per-user third-party key vault (the design tool's key; docs/product.md §2, §8). */

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

/**
 * /workspaces/{workspaceId}/api-keys: a workspace's service keys (issue 26).
 * Members list them, admins save (one per service, replacing) and remove
 * them; the key is write-only: only its name and last 4 characters show.
 */
export const workspaceApiKeySchema = z.object({
  service: z.string(),
  keyName: z.string().optional(),
  /** '••••abcd', or '••••' for a short key. */
  maskedApiKey: z.string(),
  updatedAt: z.string(),
})
export type WorkspaceApiKey = z.infer<typeof workspaceApiKeySchema>
export const workspaceApiKeysResponseSchema = z.object({
  apiKeys: z.array(workspaceApiKeySchema),
})
export type WorkspaceApiKeysResponse = z.infer<
  typeof workspaceApiKeysResponseSchema
>
export const workspaceApiKeyParamsSchema = z.object({
  workspaceId: idSchema,
  service: z.string().max(200),
})
/** POST /workspaces/{workspaceId}/api-keys */
export const saveWorkspaceApiKeyBodySchema = z.object({
  service: z.string().max(200),
  apiKey: z.string().max(10_000),
  keyName: z.string().max(10_000).optional(),
})
export type SaveWorkspaceApiKeyBody = z.infer<
  typeof saveWorkspaceApiKeyBodySchema
>
export const workspaceApiKeyResponseSchema = z.object({
  success: z.literal(true),
  apiKey: workspaceApiKeySchema,
})
