import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import type { ProbeContext } from '../../probe'
import { waitForTask, type User } from '../../users'
import { decodePart } from '../forged-tokens/forgeries'

/** Sends JSON to a project's preview origin on 127.0.0.1 with its Host header. */
function postPreview(host: string, port: number, path: string, body: unknown) {
  const data = JSON.stringify(body)
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

/**
 * One of everything the owner can own, each named with `marker` so that it
 * can be recognised in any answer to someone else; and a small project of
 * the other user for requests that mix their ids with the owner's.
 * `owner` replaces the cast's owner (who must be allow-listed); `inTeam`
 * builds the projects in the team workspace (opened first) instead of the
 * owner's personal one.
 */
export async function buildWorld(
  ctx: ProbeContext,
  options: { owner?: User; inTeam?: boolean } = {}
) {
  const { client, cast, instance } = ctx
  const { other, admin } = cast
  const owner = options.owner ?? cast.owner
  const marker = `xu${randomBytes(6).toString('hex')}`
  const as = (user: User) => ({
    ok: (method: string, path: string, body?: unknown) =>
      client.ok(method, path, { token: user.token, body }),
  })
  const o = as(owner)

  await o.ok('PUT', `/users/${owner.id}/profile`, { name: `${marker} Owner` })
  const team = await o.ok('POST', '/workspaces', { name: `${marker} team` })
  if (options.inTeam) {
    await o.ok('PUT', '/workspaces/current', { workspaceId: team.id })
  }

  const build = async (user: User, prompt: string, projectId?: string) => {
    const task = await as(user).ok('POST', '/build_task', {
      prompt,
      model: 'offline',
      ...(projectId ? { projectId } : {}),
    })
    const done = await waitForTask(client, user.token, task._id)
    if (done.status !== 'COMPLETED') {
      throw new Error(`build ${task._id} ended ${done.status}`)
    }
    return done as { _id: string; projectId: string }
  }
  const first = await build(owner, `${marker} a todo list app`)
  const projectId = first.projectId
  await o.ok('POST', '/build_project/rename', {
    projectId,
    name: `${marker} project`,
  })
  const second = await build(
    owner,
    `${marker} add a field for notes`,
    projectId
  )

  const mcp = await o.ok('POST', '/mcp-servers', {
    name: `${marker} mcp`,
    url: `${ctx.figma.url}/mcp`,
    description: `${marker} tools`,
  })
  const api = await o.ok('POST', '/apis', {
    name: `${marker} api`,
    baseUrl: ctx.figma.url,
    description: `${marker} weather`,
    authType: 'header',
    headerName: 'X-Api-Key',
    secret: `${marker}-api-secret`,
  })

  await o.ok('POST', `/users/${owner.id}/api-keys`, {
    service: 'figma',
    apiKey: ctx.canarySecret,
    keyName: `${marker} key`,
    description: `${marker} design files`,
  })
  const validation = await o.ok(
    'POST',
    `/users/${owner.id}/api-keys/figma/validate`
  )
  if (!validation.validation?.valid) {
    throw new Error(`the owner's Figma key did not validate`)
  }

  await o.ok('PUT', `/users/${owner.id}/provider-keys/anthropic`, {
    apiKey: `sk-ant-${marker}-own-key-0123456789`,
  })

  const generated = await o.ok('POST', '/invitation-codes/generate', {
    count: 2,
    usesPerCode: 5,
    grant: { type: 'credits', credits: 7 },
  })
  const [code, revokedCode] = generated.codes as { id: string; code: string }[]
  await o.ok('POST', `/invitation-codes/${revokedCode!.id}/revoke`)

  const share = await o.ok('POST', `/build_project/${projectId}/share`, {
    taskId: first._id,
  })
  const revokedShare = await o.ok('POST', `/build_project/${projectId}/share`, {
    taskId: second._id,
  })
  await o.ok('DELETE', `/build_project/${projectId}/share/${revokedShare.id}`)

  // App data of the project, written the way its generated app would: from
  // the newest version's own origin.
  const previewHost = `v-${second._id.toLowerCase()}.localhost:${instance.previewPort}`
  const entity = 'notes'
  const registered = await postPreview(
    previewHost,
    instance.previewPort,
    '/data/registry/v1/resource/entity',
    { name: entity, fields: [{ name: 'text', type: 'string' }] }
  )
  const record = await postPreview(
    previewHost,
    instance.previewPort,
    '/data/store/v1/records',
    { entity, data: { text: `${marker} private note` } }
  )
  if (registered.status >= 300 || record.status >= 300) {
    throw new Error(
      `app data: entity ${registered.status} ${registered.text.slice(0, 200)}, record ${record.status} ${record.text.slice(0, 200)}`
    )
  }

  const otherTask = await build(other, 'a stopwatch')

  // The team workspace (unless `inTeam`, not opened: the projects above stay
  // personal), with an open and a revoked invitation to an outside address.
  const invite = () =>
    o.ok('POST', `/workspaces/${team.id}/invitations`, {
      email: `${marker}-invitee@example.com`,
      role: 'editor',
    })
  const invitation = await invite()
  const revokedInvitation = await invite()
  await o.ok(
    'DELETE',
    `/workspaces/${team.id}/invitations/${revokedInvitation.id}`
  )
  const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '')
  // The team's own integrations (its admins add them; its builds use them).
  const teamApi = await o.ok('POST', `/workspaces/${team.id}/apis`, {
    name: `${marker} team api`,
    baseUrl: ctx.figma.url,
    description: `${marker} invoices`,
    authType: 'bearer',
    secret: `${marker}-team-api-secret`,
  })
  await o.ok('POST', `/workspaces/${team.id}/api-keys`, {
    service: 'figma',
    apiKey: `${marker}-team-figma-key`,
    keyName: `${marker} team key`,
  })
  const teamMcp = await o.ok('POST', `/workspaces/${team.id}/mcp-servers`, {
    name: `${marker} team mcp`,
    url: `${ctx.figma.url}/mcp`,
    description: `${marker} team tools`,
  })

  return {
    marker,
    owner,
    other,
    admin,
    projectId,
    taskIds: [first._id, second._id],
    firstTaskId: first._id,
    mcpId: mcp.server._id as string,
    apiId: api.api._id as string,
    service: 'figma',
    provider: 'anthropic',
    codeId: code!.id,
    code: code!.code,
    revokedCode: revokedCode!.code,
    shareId: share.id as string,
    shareLink: share.link as string,
    revokedShareLink: revokedShare.link as string,
    entity,
    otherProjectId: otherTask.projectId,
    workspaceId: team.id as string,
    invitationId: invitation.id as string,
    teamApiId: teamApi.api._id as string,
    teamMcpId: teamMcp.server._id as string,
    invitationToken: tokenOf(invitation.url),
    revokedInvitationToken: tokenOf(revokedInvitation.url),
    /** The session (`sid`) of the owner's access token. */
    ownerSessionId: String(decodePart(owner.token, 1).sid),
  }
}

export type World = Awaited<ReturnType<typeof buildWorld>>
