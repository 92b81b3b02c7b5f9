import type { ProbeContext } from '../../probe'
import { signUp, type User } from '../../users'
import { buildWorld } from '../cross-user/world'
import type { Role } from './min-roles'

/**
 * The cross-user world built in a team workspace of a fresh, allow-listed
 * owner, plus one member of each role below owner (joined through
 * invitation links) and the cast's `other` as the outsider.
 */
export async function buildTeamWorld(ctx: ProbeContext) {
  const { client, cast } = ctx
  const owner = await signUp(client)
  await client.ok('POST', '/admin/salelist', {
    token: cast.admin.token,
    body: { email: owner.email },
  })
  const world = await buildWorld(ctx, { owner, inTeam: true })

  const members = {} as Record<Role, User>
  members.owner = owner
  for (const role of ['viewer', 'editor', 'admin'] as const) {
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
    members[role] = member
  }
  return { world, members, outsider: cast.other }
}

export type TeamWorld = Awaited<ReturnType<typeof buildTeamWorld>>
