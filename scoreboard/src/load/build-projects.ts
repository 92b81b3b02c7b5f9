import type { Client } from '../client'
import { waitForTask, type User } from '../users'

/** Builds `count` offline projects through the API, five at a time. */
export async function buildProjects(
  client: Client,
  user: User,
  count: number,
  label = 'Bench project'
) {
  for (let i = 0; i < count; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(5, count - i) }, (_, k) =>
        client.ok('POST', '/build_task', {
          token: user.token,
          body: {
            prompt: `${label} ${i + k}: a habit tracker`,
            model: 'offline',
          },
        })
      )
    )
    for (const task of batch) {
      const done = await waitForTask(client, user.token, task._id)
      if (done.status !== 'COMPLETED') {
        throw new Error(`seed build ended ${done.status}: ${done.error}`)
      }
    }
  }
}
