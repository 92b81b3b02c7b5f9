import type { Workspace } from '@kiln/contract/workspaces'
import { expect } from 'vitest'
import type { Client } from '../../build-tasks/test/build-test-kit'

/** A team workspace `owner` creates and opens (new projects go there). */
export async function createTeam(owner: Client, name = 'Team') {
  const res = await owner.post('/workspaces', { name })
  expect(res.statusCode, res.body).toBe(201)
  const workspace = res.json<Workspace>()
  await open(owner, workspace.id)
  return workspace
}

/** Makes `workspaceId` the client's current workspace. */
export async function open(client: Client, workspaceId: string) {
  const res = await client.put('/workspaces/current', { workspaceId })
  expect(res.statusCode, res.body).toBe(200)
}

/** Invites `member` with `role` and has them accept; returns the link's token. */
export async function join(
  admin: Client,
  member: Client,
  workspaceId: string,
  role: 'viewer' | 'editor' | 'admin'
) {
  const invited = await admin.post(`/workspaces/${workspaceId}/invitations`, {
    email: member.user.email,
    role,
  })
  expect(invited.statusCode, invited.body).toBe(201)
  const token = tokenOf(invited.json<{ url: string }>().url)
  const accepted = await member.post(`/workspace_invitations/${token}/accept`)
  expect(accepted.statusCode, accepted.body).toBe(200)
}

export const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '')
