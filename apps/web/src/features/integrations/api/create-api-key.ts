import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import {
  API_KEY_MESSAGES,
  type ApiKeyResponse,
  type SaveApiKeyBody,
} from '@kiln/contract/api-keys'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeysPath } from './api-keys-path'
import { validateApiKey } from './validate-api-key'

export type CreateApiKeyInput = {
  service: string
  apiKey: string
  keyName?: string
  description?: string
}

export type KeyValidation = 'valid' | 'invalid' | 'unchecked'

/** Trims; an empty key name or description is left out (docs/product.md §5). */
export function toCreateApiKeyBody(input: CreateApiKeyInput): SaveApiKeyBody {
  const service = input.service.trim()
  const apiKey = input.apiKey.trim()
  if (!service) throw new Error(API_KEY_MESSAGES.serviceRequired)
  if (!apiKey) throw new Error(API_KEY_MESSAGES.required)
  const keyName = input.keyName?.trim()
  const description = input.description?.trim()
  return {
    service,
    apiKey,
    ...(keyName ? { keyName } : {}),
    ...(description ? { description } : {}),
  }
}

/**
 * POST /users/{userId}/api-keys, then the validate call, then a list
 * refresh (docs/product.md §4). A failed validate call still counts as saved.
 */
export async function createApiKey(
  input: CreateApiKeyInput
): Promise<KeyValidation> {
  const body = toCreateApiKeyBody(input)
  const service = input.service.trim()
  await apiClient.post<ApiKeyResponse>(apiKeysPath(), body)
  try {
    return (await validateApiKey(service)) ? 'valid' : 'invalid'
  } catch {
    return 'unchecked'
  }
}

/** The form shows the failure inline and raises its own toast. */
export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    meta: { errorToast: false },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  })
}
