import { apiClient } from '@/lib/api'
import type { CreateUserBody } from '@kiln/contract/users'

/** POST /users: creates the user record when the profile is missing. */
export function createUser(body: CreateUserBody) {
  return apiClient.post<unknown>('/users', body)
}
