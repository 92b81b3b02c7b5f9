import type { CallOptions } from '../client'
import { tally } from '../figure'
import type { Probe } from '../probe'
import { signUp, type User } from '../users'
import { endedSessions } from './forged-tokens/ended-sessions'
import { decodePart, forgeries, resign } from './forged-tokens/forgeries'

type Target = {
  method: string
  path: string
  query?: Record<string, string>
  body?: unknown
  /** Whose token the route wants (the one the forgeries pretend to be). */
  as: User
}

/**
 * Forged, tampered, expired and misplaced access tokens against protected
 * routes (a user's own, the project list, an admin route): every one must be
 * answered 401. A control request with the real token must succeed first.
 * Tokens of sessions that ended (sign-out, sign-out elsewhere, password
 * change, a replayed rotated refresh token) must be dead at once.
 */
export const probe: Probe = {
  name: 'forged-tokens',
  order: 30,
  async run({ client, cast, instance, log }) {
    const { owner, other, admin } = cast
    const accepted = tally(
      'forged-tokens.accepted',
      'security',
      'Forged access tokens: accepted'
    )

    // A session that has ended: its token and refresh token must be dead.
    const leaver = await signUp(client)
    await client.ok('GET', '/auth/logout', { token: leaver.token })
    const deadSid = decodePart(leaver.token, 1).sid as string

    const targets: Target[] = [
      { method: 'GET', path: `/users/${owner.id}/profile`, as: owner },
      { method: 'GET', path: '/new_build', as: owner },
      { method: 'GET', path: `/users/${owner.id}/api-keys`, as: owner },
      { method: 'GET', path: `/users/${admin.id}/profile`, as: admin },
      {
        method: 'GET',
        path: '/admin/users',
        query: { email: owner.email },
        as: admin,
      },
      { method: 'GET', path: '/admin/salelist', as: admin },
      {
        method: 'POST',
        path: '/admin/credits',
        body: { userId: other.id, delta: 1, reason: 'forged-tokens control' },
        as: admin,
      },
    ]

    const send = (target: Target, options: CallOptions) =>
      client.call(target.method, target.path, {
        ...options,
        body: target.body,
        query: { ...target.query, ...options.query },
      })

    for (const target of targets) {
      const bearer = { authorization: `Bearer ${target.as.token}` }
      const control = await send(target, { headers: bearer })
      const resigned = await send(target, {
        headers: { authorization: `Bearer ${await resign(target.as.token)}` },
      })
      if (control.status !== 200 || resigned.status !== 200) {
        throw new Error(
          `control failed on ${target.method} ${target.path}: real token → ${control.status}, re-signed with the real key → ${resigned.status}`
        )
      }
    }

    let count = 0
    for (const target of targets) {
      const stranger = target.as === admin ? owner : other
      const list = await forgeries({
        who: target.as,
        stranger,
        issuer: instance.publicUrl,
        deadSid,
        refreshToken: target.as.refreshToken,
      })
      for (const forgery of list) {
        const headers: Record<string, string> = { ...forgery.headers }
        if (forgery.authorization !== undefined) {
          headers.authorization = forgery.authorization
        }
        const answer = await send(target, { headers, query: forgery.query })
        count++
        accepted.record(
          answer.status === 401,
          `${forgery.name} on ${target.method} ${target.path} → ${answer.status} ${answer.text.slice(0, 120)}`
        )
      }
    }

    for (const path of ['/new_build', `/users/${leaver.id}/profile`]) {
      const answer = await client.call('GET', path, { token: leaver.token })
      accepted.record(
        answer.status === 401,
        `token of a logged-out session on GET ${path} → ${answer.status}`
      )
    }
    const refreshed = await client.call('POST', '/refresh-token', {
      body: { refreshToken: leaver.refreshToken },
    })
    accepted.record(
      refreshed.status === 401,
      `refresh token of a logged-out session → ${refreshed.status} ${refreshed.text.slice(0, 120)}`
    )
    const ended = await endedSessions(client)
    for (const { name, status } of ended) {
      accepted.record(status === 401, `${name} → ${status}`)
    }
    log(
      `forged-tokens: ${count + 3 + ended.length} forged requests on ${targets.length} routes`
    )
    return [accepted.figure]
  },
}
