import type { CallOptions, Client } from './client'
import { ADMIN_EMAIL, SALELIST_EMAIL } from './instance'

export type User = {
  id: string
  email: string
  password: string
  token: string
  refreshToken: string
}

let counter = 0

/** Signs up a new user (a fresh e-mail unless given) and returns their tokens. */
export async function signUp(
  client: Client,
  email?: string,
  { headers }: Pick<CallOptions, 'headers'> = {}
): Promise<User> {
  const address = email ?? `user-${Date.now()}-${++counter}@scoreboard.test`
  const password = 'scoreboard-password-1'
  const pair = await client.ok('POST', '/auth/signup', {
    body: { email: address, password },
    headers,
  })
  const claims = JSON.parse(
    Buffer.from(pair.accessToken.split('.')[1], 'base64url').toString()
  ) as { sub: string }
  return {
    id: claims.sub,
    email: address,
    password,
    token: pair.accessToken,
    refreshToken: pair.refreshToken,
  }
}

/** The three people most probes need: an owner on the allow-list, a stranger and an admin. */
export async function signUpCast(client: Client) {
  return {
    owner: await signUp(client, SALELIST_EMAIL),
    other: await signUp(client),
    admin: await signUp(client, ADMIN_EMAIL),
  }
}

export type Cast = Awaited<ReturnType<typeof signUpCast>>

const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED'])

/** Waits until a build task reaches COMPLETED, FAILED or CANCELLED. */
export async function waitForTask(
  client: Client,
  token: string,
  taskId: string,
  timeoutMs = 120_000
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const task = await client.ok('GET', `/build_task/${taskId}`, { token })
    if (FINAL.has(task.status)) return task
    if (Date.now() > deadline) return task
    await new Promise((r) => setTimeout(r, 100))
  }
}
