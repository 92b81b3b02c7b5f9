import { createClient } from '../client'
import { tally, type Figure } from '../figure'
import type { Probe } from '../probe'
import { signUp, waitForTask } from '../users'

/**
 * Free storage amplification: an account may not create projects, versions
 * or clones (its own share link, no credits) without bound. An instance with
 * small quotas (2 projects, 3 versions a day) must refuse the next one with
 * a clear 4xx, whichever way it is made.
 */
export const probe: Probe = {
  name: 'account-quotas',
  order: 45,
  async run(ctx) {
    const notRefused = tally(
      'account-quotas.not-refused',
      'security',
      'Account quotas: creations beyond the limit not refused'
    )
    const instance = await ctx.launch({
      env: { ACCOUNT_MAX_PROJECTS: '2', ACCOUNT_MAX_VERSIONS_PER_DAY: '3' },
    })
    try {
      const client = createClient(instance.apiUrl)
      const user = await signUp(client)
      const build = async (body: object) =>
        client.call('POST', '/build_task', {
          token: user.token,
          body: { model: 'offline', ...body },
        })
      const check = (
        what: string,
        answer: { status: number; json: { error?: { message?: string } } },
        status: number,
        message: RegExp
      ) =>
        notRefused.record(
          answer.status === status &&
            message.test(answer.json?.error?.message ?? ''),
          `${what}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`
        )

      const first = (await build({ prompt: 'One' })).json
      await build({ prompt: 'Two' })
      const projects = /limit of 2 projects\. Delete a project/
      check('a third project', await build({ prompt: 'Three' }), 413, projects)
      await waitForTask(client, user.token, first._id)
      const share = await client.ok(
        'POST',
        `/build_project/${first.projectId}/share`,
        { token: user.token, body: { taskId: first._id } }
      )
      const link = new URL(String(share.url)).searchParams.get('link')
      for (let i = 0; i < 3; i++) {
        check(
          `clone ${i + 1} of its own share link`,
          await client.call('POST', `/share/${link}/clone`, {
            token: user.token,
          }),
          413,
          projects
        )
      }
      const third = (
        await build({ prompt: 'More', projectId: first.projectId })
      ).json
      await waitForTask(client, user.token, third._id)
      check(
        'a fourth version today',
        await build({ prompt: 'Again', projectId: first.projectId }),
        429,
        /limit of 3 versions a day/
      )
    } finally {
      await instance.dispose()
    }
    return [notRefused.figure] satisfies Figure[]
  },
}
