import { apiClient } from '@/lib/api'
import type { ValidateApiKeyResponse } from '@kiln/contract/api-keys'
import { apiKeysPath } from './api-keys-path'

/** POST /users/{userId}/api-keys/{service}/validate -> validation.valid. */
export async function validateApiKey(service: string) {
  const data = await apiClient.post<Partial<ValidateApiKeyResponse> | null>(
    `${apiKeysPath(service)}/validate`,
    {}
  )
  return data?.validation?.valid === true
}
