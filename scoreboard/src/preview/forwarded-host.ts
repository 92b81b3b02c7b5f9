import { createClient } from '../client'
import type { tally } from '../figure'
import { previewRequest } from '../preview-fetch'
import type { ProbeContext } from '../probe'
import { signUp, waitForTask, type User } from '../users'
import { registerSecretEntity, SECRET_ENTITY } from './preview-request'

/**
 * Behind a trusted proxy (TRUST_PROXY=1, a proxy that passes the header on),
 * the app's same-origin fetch with X-Forwarded-Host naming another project.
 * Browsers send that header on an app's own fetches (the studio run shows
 * it), so here it is sent as is to an instance that trusts its proxy.
 */
export async function forwardedHostBehindProxy(
  ctx: ProbeContext,
  escapes: ReturnType<typeof tally>
) {
  const instance = await ctx.launch({ env: { TRUST_PROXY: '1' } })
  try {
    const client = createClient(instance.apiUrl)
    const build = async (user: User) => {
      const created = await client.ok('POST', '/build_task', {
        token: user.token,
        body: { prompt: 'A todo list', model: 'offline' },
      })
      return waitForTask(client, user.token, created._id)
    }
    const mine = await build(await signUp(client))
    const theirs = await build(await signUp(client))
    await registerSecretEntity(theirs.previewUrl)
    const attack = await previewRequest(
      new URL('/data/registry/v1/resource/entity', mine.previewUrl).toString(),
      { headers: { 'x-forwarded-host': new URL(theirs.previewUrl).host } }
    )
    ctx.log(
      `preview-escapes forwarded host: ${attack.status} ${attack.body.slice(0, 100)}`
    )
    escapes.record(
      attack.status === 200 && !attack.body.includes(SECRET_ENTITY.name),
      `behind a trusted proxy, X-Forwarded-Host reached another project's data: ${attack.status} ${attack.body.slice(0, 120)}`
    )
  } finally {
    await instance.dispose()
  }
}
