import type { TokenPair } from '@kiln/contract/auth'
import { decodeJwt } from 'jose'
import type { App } from '../app'

let counter = 0
/** A unique e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.com`

export const PASSWORD = 'correct horse battery'

export type SignedUp = TokenPair & { userId: string; email: string }

export async function signup(
  app: App,
  email = uniqueEmail(),
  password = PASSWORD
): Promise<SignedUp> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password },
  })
  if (res.statusCode !== 201) {
    throw new Error(`signup failed: ${res.statusCode} ${res.body}`)
  }
  const pair = res.json<TokenPair>()
  return { ...pair, userId: String(decodeJwt(pair.accessToken).sub), email }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
