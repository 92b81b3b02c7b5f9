/** Project-scoped end-user accounts of a generated app (see DATA-API.md). */
import { call, KilnDataError, TOKEN_KEY } from './kiln-http.ts'
import { readItem, removeItem, writeItem } from './kiln-storage.ts'

export type AuthUser = { id: string; email: string; createdAt: string }
type AuthAnswer = { user: AuthUser; token: string }

async function authenticate(path: string, email: string, password: string) {
  const res = await call<AuthAnswer>('POST', path, { email, password })
  writeItem(TOKEN_KEY, res.token)
  return res.user
}

export function signUp(email: string, password: string): Promise<AuthUser> {
  return authenticate('/data/auth/v1/signup', email, password)
}

export function signIn(email: string, password: string): Promise<AuthUser> {
  return authenticate('/data/auth/v1/signin', email, password)
}

export async function signOut(): Promise<void> {
  try {
    await call('POST', '/data/auth/v1/signout')
  } finally {
    removeItem(TOKEN_KEY)
  }
}

/** The signed-in end user, or null when signed out or the token expired. */
export async function currentUser(): Promise<AuthUser | null> {
  if (!readItem(TOKEN_KEY)) return null
  try {
    return (await call<{ user: AuthUser }>('GET', '/data/auth/v1/me')).user
  } catch (error) {
    if (error instanceof KilnDataError && error.status === 401) {
      removeItem(TOKEN_KEY)
      return null
    }
    throw error
  }
}
