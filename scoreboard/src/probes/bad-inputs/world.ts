import { randomBytes, randomUUID } from 'node:crypto'
import type { ProbeContext } from '../../probe'
import { signUp, waitForTask, type User } from '../../users'

/** Real ids of one user, so that hostile requests get past "not found". */
export type Ids = {
  user: User
  projectId: string
  taskId: string
  mcpId: string
  apiId: string
  codeId: string
  code: string
  shareId: string
  shareLink: string
  service: string
  /** A team workspace of the user, with an open invitation to an outside address. */
  workspaceId: string
  invitationId: string
  invitationToken: string
  /** A custom API and an MCP server added to that workspace. */
  teamApiId: string
  teamMcpId: string
}

/** A project (one offline build), an MCP server, an API, a key, a code, a share link and a team workspace with an invitation, an API and an MCP server. */
async function provision(
  ctx: ProbeContext,
  user: User,
  tag: string
): Promise<Ids> {
  const ok = (method: string, path: string, body?: unknown) =>
    ctx.client.ok(method, path, { token: user.token, body })
  const started = await ok('POST', '/build_task', {
    prompt: `${tag} a notes app`,
    model: 'offline',
  })
  const mcp = await ok('POST', '/mcp-servers', {
    name: `${tag} mcp`,
    url: `${ctx.figma.url}/mcp`,
    description: 'bad-inputs probe',
  })
  const api = await ok('POST', '/apis', {
    name: `${tag} api`,
    baseUrl: ctx.figma.url,
    authType: 'bearer',
    secret: `${tag}-secret`,
  })
  await ok('POST', `/users/${user.id}/api-keys`, {
    service: 'openai',
    apiKey: `sk-${tag}-not-a-real-key`,
    keyName: `${tag} key`,
  })
  const generated = await ok('POST', '/invitation-codes/generate', {
    count: 1,
    usesPerCode: 3,
    grant: { type: 'credits', credits: 1 },
  })
  const task = await waitForTask(ctx.client, user.token, started._id)
  if (task.status !== 'COMPLETED') {
    throw new Error(`the probe's offline build ended ${task.status}`)
  }
  const share = await ok('POST', `/build_project/${task.projectId}/share`, {
    taskId: task._id,
  })
  const code = generated.codes[0] as { id: string; code: string }
  const team = await ok('POST', '/workspaces', { name: `${tag} team` })
  const invitation = await ok('POST', `/workspaces/${team.id}/invitations`, {
    email: `${tag}-invitee@scoreboard.test`,
    role: 'viewer',
  })
  const teamApi = await ok('POST', `/workspaces/${team.id}/apis`, {
    name: `${tag} team api`,
    baseUrl: ctx.figma.url,
    authType: 'bearer',
    secret: `${tag}-team-secret`,
  })
  await ok('POST', `/workspaces/${team.id}/api-keys`, {
    service: 'openai',
    apiKey: `sk-${tag}-team-key-0000`,
  })
  const teamMcp = await ok('POST', `/workspaces/${team.id}/mcp-servers`, {
    name: `${tag} team mcp`,
    url: `${ctx.figma.url}/mcp`,
  })
  return {
    user,
    projectId: task.projectId,
    taskId: task._id,
    mcpId: mcp.server._id,
    apiId: api.api._id,
    codeId: code.id,
    code: code.code,
    shareId: share.id,
    shareLink: share.link,
    service: 'openai',
    workspaceId: team.id,
    invitationId: invitation.id,
    invitationToken: new URL(invitation.url).hash.replace('#token=', ''),
    teamApiId: teamApi.api._id,
    teamMcpId: teamMcp.server._id,
  }
}

/**
 * The owner's things for requests that change nothing that matters, and a
 * throwaway user's (put on the allow-list by the admin) for deletes, logout,
 * cancels and anything that costs credits.
 */
export async function buildWorld(ctx: ProbeContext) {
  const tag = `bi${randomBytes(4).toString('hex')}`
  const scratchUser = await signUp(ctx.client)
  await ctx.client.ok('POST', '/admin/salelist', {
    token: ctx.cast.admin.token,
    body: { email: scratchUser.email },
  })
  const dummyEmail = `${tag}-listed@scoreboard.test`
  await ctx.client.ok('POST', '/admin/salelist', {
    token: ctx.cast.admin.token,
    body: { email: dummyEmail },
  })
  const [owner, scratch] = await Promise.all([
    provision(ctx, ctx.cast.owner, `${tag}o`),
    provision(ctx, scratchUser, `${tag}s`),
  ])
  return {
    tag,
    owner,
    scratch,
    admin: ctx.cast.admin,
    dummyEmail,
    /** An id that names nothing (e.g. a linked sign-in the user does not have). */
    dummyId: randomUUID(),
  }
}

export type World = Awaited<ReturnType<typeof buildWorld>>
