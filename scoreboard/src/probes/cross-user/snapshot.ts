import type { Client } from '../../client'
import type { World } from './world'

/**
 * Everything the owner can read about their own things (and what an admin
 * sees of the owner's and the other user's account), to compare before and
 * after the probes.
 */
export async function snapshot(client: Client, w: World) {
  const { owner, admin, other } = w
  const reads: [string, string, unknown?][] = [
    ['GET', `/users/${owner.id}/profile`],
    ['GET', '/new_build'],
    [
      'POST',
      '/build_task/version_control/list_history',
      { projectId: w.projectId },
    ],
    ...w.taskIds.flatMap((id): [string, string][] => [
      ['GET', `/build_task/${id}`],
      ['GET', `/build_task/${id}/thread`],
      ['GET', `/build_task/${id}/files`],
      ['GET', `/build_task/${id}/data/entities`],
      ['GET', `/build_task/${id}/data/records?entity=${w.entity}`],
    ]),
    ['POST', '/search/mcp-servers', {}],
    ['POST', '/search/apis', {}],
    ['GET', `/users/${owner.id}/api-keys`],
    ['GET', `/users/${owner.id}/provider-keys`],
    ['GET', '/invitation-codes'],
    ['GET', `/build_project/${w.projectId}/share`],
    ...['publish', 'git', 'env', 'knowledge', 'apis'].map(
      (part): [string, string] => [
        'GET',
        `/build_project/${w.projectId}/${part}`,
      ]
    ),
    ['GET', `/mcp-servers/${w.mcpId}/auth/status`],
    ['GET', '/workspaces'],
    ['GET', `/workspaces/${w.workspaceId}/members`],
  ]
  const state: Record<string, unknown> = {}
  for (const [method, path, body] of reads) {
    const [bare, search] = path.split('?')
    const query = Object.fromEntries(new URLSearchParams(search ?? ''))
    state[`${method} ${path}`] = await client.ok(method, bare!, {
      token: owner.token,
      body,
      query,
    })
  }
  state['admin: salelist'] = await client.ok('GET', '/admin/salelist', {
    token: admin.token,
  })
  for (const person of [owner, other]) {
    const seen = await client.ok('GET', '/admin/users', {
      token: admin.token,
      query: { email: person.email },
    })
    state[`admin: ${person.email}`] = {
      plan: seen.user.plan,
      planExpiresAt: seen.user.planExpiresAt,
      creditsGrantedThisCycle: seen.user.creditsGrantedThisCycle,
      ...(person === owner ? { ledger: seen.ledger } : {}),
    }
  }
  return state
}

/** The keys whose values differ, with both values shortened. */
export function differences(
  before: Record<string, unknown>,
  after: Record<string, unknown>
) {
  const lines: string[] = []
  for (const key of Object.keys(before)) {
    const a = JSON.stringify(before[key])
    const b = JSON.stringify(after[key])
    if (a !== b) {
      let at = 0
      while (at < a.length && a[at] === b[at]) at++
      const from = Math.max(0, at - 60)
      lines.push(
        `${key}: ${a.slice(from, at + 80)} → ${b.slice(from, at + 80)}`
      )
    }
  }
  return lines
}
