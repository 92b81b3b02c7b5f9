import type { ProbeContext } from '../../probe'
import { signUp, waitForTask, type User } from '../../users'
import { buildWorld } from '../cross-user/world'
import type { Role } from './min-roles'

/**
 * The cross-user world built in a team workspace of a fresh, allow-listed
 * owner, plus one member of each role below owner (joined through
 * invitation links, each with a project of their own in their personal
 * workspace), a viewer the probe removes, and the cast's `other` as the
 * outsider.
 */
export async function buildTeamWorld(ctx: ProbeContext) {
  const { client, cast } = ctx
  const owner = await signUp(client)
  await client.ok('POST', '/admin/salelist', {
    token: cast.admin.token,
    body: { email: owner.email },
  })
  const world = await buildWorld(ctx, { owner, inTeam: true })

  const join = async (role: Exclude<Role, 'owner'>) => {
    const member = await signUp(client)
    const invitation = await client.ok(
      'POST',
      `/workspaces/${world.workspaceId}/invitations`,
      { token: owner.token, body: { email: member.email, role } }
    )
    const token = new URL(invitation.url as string).hash.replace('#token=', '')
    const accepted = await client.ok(
      'POST',
      `/workspace_invitations/${token}/accept`,
      { token: member.token }
    )
    if (accepted.workspace.role !== role) {
      throw new Error(`the ${role} joined as ${accepted.workspace.role}`)
    }
    return member
  }
  const members = { owner } as Record<Role, User>
  const ownProjects = {} as Record<Role, string>
  const ownTasks = {} as Record<Role, string>
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    members[role] = await join(role)
    const task = await client.ok('POST', '/build_task', {
      token: members[role].token,
      body: { prompt: 'a counter', model: 'offline' },
    })
    const done = await waitForTask(client, members[role].token, task._id)
    if (done.status !== 'COMPLETED') {
      throw new Error(`the ${role}'s own build ended ${done.status}`)
    }
    ownProjects[role] = done.projectId as string
    ownTasks[role] = task._id as string
  }
  const removed = await join('viewer')
  return {
    world,
    members,
    ownProjects,
    ownTasks,
    removed,
    outsider: cast.other,
  }
}

export type TeamWorld = Awaited<ReturnType<typeof buildTeamWorld>>
