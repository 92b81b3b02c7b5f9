import type { User } from '../../users'
import { is2xx, signUpPerson, type PersonClient } from './helpers'

export type Account = {
  plan: string
  creditsAllocatedThisCycle: number
  creditsUsedThisCycle: number
  creditsGrantedThisCycle: number
}

/** People's accounts as the admin reads and changes them. */
export function accounts(client: PersonClient, admin: User) {
  const read = async (user: User) =>
    (
      (await client.ok('GET', '/admin/users', {
        token: admin.token,
        query: { email: user.email },
      })) as { user: Account }
    ).user
  const changeCredits = (user: User, delta: number) =>
    client.call('POST', '/admin/credits', {
      token: admin.token,
      body: { userId: user.id, delta, reason: 'races probe' },
    })
  /** A new person with exactly `left` credits available. */
  const userWith = async (left: number) => {
    const user = await signUpPerson(client)
    const delta = left - (await read(user)).creditsAllocatedThisCycle
    if (delta !== 0) {
      const answer = await changeCredits(user, delta)
      if (!is2xx(answer)) throw new Error(`set credits → ${answer.text}`)
    }
    return user
  }
  return { read, changeCredits, userWith }
}
export type Accounts = ReturnType<typeof accounts>
