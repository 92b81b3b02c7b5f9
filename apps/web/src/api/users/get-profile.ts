import { apiClient } from '@/lib/api'
import { isApiError } from '@/lib/api-error'
import type { TokenUser } from '@/lib/auth/jwt'
import { queryKeys } from '@/lib/query-keys'
import { session } from '@/lib/session'
import type {
  USER_NOT_FOUND_CODE,
  UserProfile,
  UserProfileResponse,
} from '@kiln/contract/users'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { createUser } from './create-user'

export const PROFILE_STALE_TIME_MS = 5 * 60 * 1000

/* A type-checked copy: a value import would load the contract's zod schemas
 * into the entry chunk (this file runs in the app layout's loader). */
const NOT_FOUND_CODE: typeof USER_NOT_FOUND_CODE = 'USR_NOT_FOUND_USER'

/** docs/product.md §8: USR_NOT_FOUND_USER, any code containing NOT_FOUND, or HTTP 404. */
export function isUserNotFound(error: unknown) {
  if (!isApiError(error)) return false
  const code = error.code ?? ''
  return (
    code === NOT_FOUND_CODE ||
    code.includes('NOT_FOUND') ||
    error.status === 404
  )
}

async function readProfile(userId: string) {
  const response = await apiClient.get<UserProfileResponse>(
    `/users/${encodeURIComponent(userId)}/profile`
  )
  return response.user
}

/** GET /users/{id}/profile; a missing profile is created, then re-read. */
export async function getProfile({ userId, email }: TokenUser) {
  try {
    return await readProfile(userId)
  } catch (error) {
    if (!isUserNotFound(error) || !email) throw error
    await createUser({ userId, email })
    return readProfile(userId)
  }
}

export function profileQueryOptions(user: TokenUser) {
  // The e-mail only fills a missing user record; the id names the profile.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions<UserProfile>({
    queryKey: queryKeys.users.profile(user.userId),
    queryFn: () => getProfile(user),
    staleTime: PROFILE_STALE_TIME_MS,
  })
}

/** The signed-in user's profile (plan and credits). */
export function useProfile() {
  const user = session.getUser()
  return useQuery({
    ...profileQueryOptions(user ?? { userId: '', email: null }),
    enabled: user !== null,
  })
}
