import type { tally } from '../figure'
import { previewRequest } from '../preview-fetch'
import type { ProbeContext } from '../probe'
import { signUp, waitForTask } from '../users'

/**
 * The published address and the old per-project origin, seen by a stranger:
 * the published page must not name the project, and the `<projectId>`
 * origin may lead only to the published app (never to the owner's newer,
 * unpublished version), and to nothing once unpublished.
 */
export async function publishedLeaksNoDraft(
  ctx: ProbeContext,
  escapes: ReturnType<typeof tally>
) {
  const owner = await signUp(ctx.client)
  const build = async (projectId?: string) => {
    const created = await ctx.client.ok('POST', '/build_task', {
      token: owner.token,
      body: { prompt: 'A todo list', model: 'offline', projectId },
    })
    return waitForTask(ctx.client, owner.token, created._id)
  }
  const first = await build()
  const draft = await build(first.projectId)
  const path = `/build_project/${first.projectId}/publish`
  const { published } = await ctx.client.ok('PUT', path, {
    token: owner.token,
    body: { taskId: first._id },
  })
  const url = String(published?.url)
  const page = await previewRequest(url)
  escapes.record(
    page.status === 200,
    `the published address does not answer: ${page.status} ${url}`
  )
  const shown = `${url} ${page.body} ${JSON.stringify(page.headers)}`
  escapes.record(
    !shown.includes(first.projectId),
    `the published address or page names the project id: ${url}`
  )

  const published0 = new URL(url)
  const legacy = `${published0.protocol}//${published0.host.replace(
    /^[^.]+/,
    first.projectId
  )}/`
  const before = await previewRequest(legacy)
  const location = String(before.headers.location ?? '')
  escapes.record(
    location === url && !before.body.includes(draft._id),
    `the <projectId> origin leads elsewhere than the published app: ${before.status} ${location}`
  )
  await ctx.client.ok('DELETE', path, { token: owner.token })
  for (const [what, target] of [
    ['the <projectId> origin', legacy],
    ['the published address', url],
  ] as const) {
    const after = await previewRequest(target)
    escapes.record(
      after.status === 404 && !after.headers.location,
      `${what} still answers after unpublishing: ${after.status} ${String(after.headers.location ?? '')}`
    )
  }
}
