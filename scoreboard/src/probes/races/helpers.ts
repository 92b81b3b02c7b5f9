import { createClient, type Answer, type Client } from '../../client'
import type { tally } from '../../figure'
import { signUp } from '../../users'

export const PARALLEL = 20
export const ROUNDS = 3

export type Tally = ReturnType<typeof tally>

export const all = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)))
export const is2xx = (answer: Answer) =>
  answer.status >= 200 && answer.status < 300
export const is5xx = (answer: Answer) => answer.status >= 500

/** How many answers had each status, e.g. `{"201":3,"402":17}`. */
export const statuses = (answers: Answer[]) => {
  const count: Record<number, number> = {}
  for (const a of answers) count[a.status] = (count[a.status] ?? 0) + 1
  return JSON.stringify(count)
}

/**
 * `call` sends each request from a new address (the instance trusts
 * X-Forwarded-For) so that the per-IP sign-up limit is not what races test;
 * `ok` is left as the harness's, from the loopback address.
 */
export function personClient(apiUrl: string) {
  const client = createClient(apiUrl)
  let address = 0
  const newAddress = () => ({
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${++address & 255}`,
  })
  const call: Client['call'] = (method, path, options = {}) =>
    client.call(method, path, {
      ...options,
      headers: { ...newAddress(), ...options.headers },
    })
  return { ...client, call, newAddress }
}
export type PersonClient = ReturnType<typeof personClient>

export const signUpPerson = (client: PersonClient, email?: string) =>
  signUp(client, email, { headers: client.newAddress() })
