import type { Client } from '../../client'
import { signUp } from '../../users'
import { decodePart } from './forgeries'

type Pair = { accessToken: string; refreshToken: string }

/**
 * Ends sessions every way a user can and answers what their tokens get
 * afterwards: each must be 401. Controls (the session still working before
 * it ends) throw, so a broken setup never counts as a pass.
 */
export async function endedSessions(client: Client) {
  const results: { name: string; status: number }[] = []
  const user = await signUp(client)
  const login = async (): Promise<Pair> =>
    client.ok('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    })
  const refresh = (refreshToken: string) =>
    client.call('POST', '/refresh-token', { body: { refreshToken } })
  const profile = (token: string) =>
    client.call('GET', `/users/${user.id}/profile`, { token })
  const control = async (what: string, pair: Pair) => {
    const answer = await profile(pair.accessToken)
    if (answer.status !== 200)
      throw new Error(`control failed: ${what} → ${answer.status}`)
  }
  const expectDead = async (what: string, pair: Pair) => {
    results.push({
      name: `access token of ${what}`,
      status: (await profile(pair.accessToken)).status,
    })
    results.push({
      name: `refresh token of ${what}`,
      status: (await refresh(pair.refreshToken)).status,
    })
  }

  // A refresh token replayed after rotation ends its whole session.
  const stolen = await login()
  const first = await refresh(stolen.refreshToken)
  if (first.status !== 200) throw new Error(`control refresh → ${first.status}`)
  const rotated = first.json as Pair
  await control('a rotated session', rotated)
  results.push({
    name: 'a refresh token replayed after rotation',
    status: (await refresh(stolen.refreshToken)).status,
  })
  await expectDead('a session whose refresh token was replayed', rotated)

  // Signed out from another session's list.
  const phone = await login()
  await control('a second session', phone)
  const sid = String(decodePart(phone.accessToken, 1).sid)
  await client.ok('DELETE', `/auth/sessions/${sid}`, { token: user.token })
  await expectDead('a session signed out from the sessions list', phone)

  // "Sign out everywhere else", then a password change.
  const laptop = await login()
  await client.ok('DELETE', '/auth/sessions', {
    token: user.token,
    query: { keepCurrent: 'true' },
  })
  await expectDead('a session ended by "sign out everywhere else"', laptop)
  const tablet = await login()
  await control('a session before the password change', tablet)
  await client.ok('POST', '/auth/password', {
    token: user.token,
    body: { currentPassword: user.password, newPassword: `${user.password}-2` },
  })
  await expectDead('a session ended by a password change', tablet)
  return results
}
