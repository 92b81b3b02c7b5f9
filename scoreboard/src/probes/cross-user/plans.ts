import type { World } from './world'

/** One request with the owner's ids filled in. */
export type Attempt = {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** What the request mixes, for failure lines. */
  note?: string
  /** Capability routes: what someone else holding the link or code gets. */
  expect?: 'allowed' | number[]
  /** Allow-listed routes: also try it as another allow-listed user (admin): must be 404. */
  byAnotherAllowListed?: boolean
}

/**
 * owner: only the owner may (anyone else: 401/403/404).
 * admin: only an admin (plain users, the owner included: 403).
 * allow-listed: only allow-listed users, on their own objects (others: 403).
 * capability: whoever holds the secret link or code, signed in (reason says why).
 * self: no foreign ids; signed-in users get their own data, never the owner's.
 */
export type Plan = {
  access: 'owner' | 'admin' | 'allow-listed' | 'capability' | 'self'
  attempts: (w: World) => Attempt[]
  reason?: string
}

const prompt = 'hijack attempt'
const eachTask = (w: World, extra: Omit<Attempt, 'params'> = {}) =>
  w.taskIds.map((taskId) => ({ params: { taskId }, ...extra }))
const user = (w: World) => ({ userId: w.owner.id })
const key = (w: World) => ({ userId: w.owner.id, service: w.service })

/** How to fill every route that carries an id, keyed like `METHOD /api/path`. */
export const plans: Record<string, Plan> = {
  'POST /api/users': {
    access: 'owner',
    attempts: (w) => [{ body: { userId: w.owner.id, email: w.owner.email } }],
  },
  'GET /api/users/{userId}/profile': {
    access: 'owner',
    attempts: (w) => [{ params: user(w) }],
  },
  'PUT /api/users/{userId}/profile': {
    access: 'owner',
    attempts: (w) => [{ params: user(w), body: { name: 'Hijacked' } }],
  },
  'GET /api/users/{userId}/credit-history': {
    access: 'owner',
    attempts: (w) => [{ params: user(w) }],
  },
  'GET /api/users/{userId}/export': {
    access: 'owner',
    attempts: (w) => [{ params: user(w) }],
  },
  'DELETE /api/users/{userId}': {
    access: 'owner',
    attempts: (w) => [
      { params: user(w), body: { email: w.owner.email } },
      { params: user(w), body: { email: w.other.email }, note: 'own e-mail' },
    ],
  },
  'GET /api/users/{userId}/api-keys': {
    access: 'owner',
    attempts: (w) => [{ params: user(w) }],
  },
  'POST /api/users/{userId}/api-keys': {
    access: 'owner',
    attempts: (w) => [
      {
        params: user(w),
        body: { service: 'figma', apiKey: 'figd_hijack', keyName: prompt },
      },
    ],
  },
  'PUT /api/users/{userId}/api-keys/{service}': {
    access: 'owner',
    attempts: (w) => [
      { params: key(w), body: { status: 'inactive' } },
      { params: key(w), body: { apiKey: 'figd_hijack', keyName: prompt } },
    ],
  },
  'DELETE /api/users/{userId}/api-keys/{service}': {
    access: 'owner',
    attempts: (w) => [{ params: key(w) }],
  },
  'POST /api/users/{userId}/api-keys/{service}/validate': {
    access: 'owner',
    attempts: (w) => [{ params: key(w) }],
  },
  'GET /api/users/{userId}/provider-keys': {
    access: 'owner',
    attempts: (w) => [{ params: user(w) }],
  },
  'PUT /api/users/{userId}/provider-keys/{provider}': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { ...user(w), provider: w.provider },
        body: { apiKey: 'sk-hijack-0123456789abcdef' },
      },
    ],
  },
  'DELETE /api/users/{userId}/provider-keys/{provider}': {
    access: 'owner',
    attempts: (w) => [{ params: { ...user(w), provider: w.provider } }],
  },
  'POST /api/salelist/validate': {
    access: 'owner',
    attempts: (w) => [{ body: { email: w.owner.email } }],
  },

  'GET /api/admin/salelist': { access: 'admin', attempts: () => [{}] },
  'POST /api/admin/salelist': {
    access: 'admin',
    attempts: (w) => [{ body: { email: w.other.email } }],
  },
  'DELETE /api/admin/salelist/{email}': {
    access: 'admin',
    attempts: (w) => [{ params: { email: w.owner.email } }],
  },
  'GET /api/admin/overview': { access: 'admin', attempts: () => [{}] },
  'GET /api/admin/users': {
    access: 'admin',
    attempts: (w) => [{ query: { email: w.owner.email } }],
  },
  'POST /api/admin/credits': {
    access: 'admin',
    attempts: (w) => [
      { body: { userId: w.owner.id, delta: -50, reason: prompt } },
      { body: { userId: w.other.id, delta: 5000, reason: prompt } },
    ],
  },
  'POST /api/admin/plan': {
    access: 'admin',
    attempts: (w) => [
      { body: { userId: w.owner.id, plan: 'pro' } },
      { body: { userId: w.other.id, plan: 'pro' } },
    ],
  },

  'POST /api/invitation-codes/generate': {
    access: 'allow-listed',
    attempts: () => [
      {
        body: {
          count: 1,
          usesPerCode: 1,
          grant: { type: 'credits', credits: 100 },
        },
      },
    ],
  },
  'GET /api/invitation-codes': {
    access: 'allow-listed',
    attempts: () => [{}],
  },
  'POST /api/invitation-codes/{id}/revoke': {
    access: 'allow-listed',
    attempts: (w) => [{ params: { id: w.codeId }, byAnotherAllowListed: true }],
  },
  'POST /api/invitation-codes/validate': {
    access: 'allow-listed',
    attempts: (w) => [{ body: { code: w.code } }],
  },
  'POST /api/invitation-codes/redeem': {
    access: 'capability',
    reason:
      'a code is made to be handed to someone else; redeeming a live one is the point (its uses are raced by the races probe)',
    attempts: (w) => [
      { body: { code: w.revokedCode }, expect: [410], note: 'revoked code' },
    ],
  },

  'DELETE /api/auth/sessions/{sessionId}': {
    access: 'owner',
    attempts: (w) => [{ params: { sessionId: w.ownerSessionId } }],
  },
  'DELETE /api/auth/identities/{identityId}': {
    access: 'owner',
    reason: 'the owner has no linked sign-in here: any id must be refused',
    attempts: (w) => [{ params: { identityId: w.ownerSessionId } }],
  },
  'GET /api/auth/sessions': { access: 'self', attempts: () => [{}] },
  'GET /api/auth/account': { access: 'self', attempts: () => [{}] },
  'POST /api/search/mcp-servers': { access: 'self', attempts: () => [{}] },
  'POST /api/search/apis': { access: 'self', attempts: () => [{}] },
  'GET /api/new_build': { access: 'self', attempts: () => [{}] },
  'PATCH /api/mcp-servers/{id}': {
    access: 'owner',
    attempts: (w) => [
      { params: { id: w.mcpId }, body: { name: 'hijacked mcp' } },
      { params: { id: w.mcpId }, body: { url: 'http://127.0.0.2:9/mcp' } },
    ],
  },
  'DELETE /api/mcp-servers/{id}': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.mcpId } }],
  },
  'GET /api/mcp-tools': {
    access: 'owner',
    attempts: (w): Attempt[] => [
      { query: { serverId: w.mcpId } },
      {
        query: { serverId: w.mcpId, url: 'http://127.0.0.2:9/mcp' },
        note: "the owner's server with another URL",
      },
    ],
  },
  'POST /api/mcp-servers/{id}/auth/start': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.mcpId } }],
  },
  'GET /api/mcp-servers/{id}/auth/status': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.mcpId } }],
  },
  'DELETE /api/mcp-servers/{id}/auth': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.mcpId } }],
  },
  'PATCH /api/apis/{id}': {
    access: 'owner',
    attempts: (w) => [
      { params: { id: w.apiId }, body: { name: 'hijacked api' } },
      { params: { id: w.apiId }, body: { baseUrl: 'http://127.0.0.2:9/' } },
    ],
  },
  'DELETE /api/apis/{id}': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.apiId } }],
  },
  'POST /api/apis/{id}/test': {
    access: 'owner',
    attempts: (w) => [{ params: { id: w.apiId }, body: {} }],
  },

  'POST /api/build_task': {
    access: 'owner',
    attempts: (w) => [
      { body: { prompt, model: 'offline', projectId: w.projectId } },
      {
        body: { prompt, model: 'offline', preselectedMcpIds: [w.mcpId] },
        note: "the owner's MCP server in a new build",
      },
      {
        body: { prompt, model: 'offline', preselectedApiIds: [w.apiId] },
        note: "the owner's API in a new build",
      },
      {
        body: {
          prompt,
          model: 'offline',
          projectId: w.projectId,
          preselectedApiIds: [w.teamApiId],
        },
        note: "the owner's project with the workspace's API",
      },
      {
        body: {
          prompt,
          model: 'offline',
          projectId: w.projectId,
          preselectedMcpIds: [w.teamMcpId],
        },
        note: "the owner's project with the workspace's MCP server",
      },
    ],
  },
  'GET /api/build_task/{taskId}': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/files': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/run_check/screenshot': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/thread': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/events': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'POST /api/build_task/{taskId}/edit': {
    access: 'owner',
    attempts: (w) =>
      eachTask(w, { body: { files: { 'src/hijack.ts': `// ${prompt}` } } }),
  },
  'GET /api/build_task/{taskId}/element': {
    access: 'owner',
    attempts: (w) => eachTask(w, { query: { loc: 'src/App.tsx:1:1' } }),
  },
  'POST /api/build_task/{taskId}/visual_edit': {
    access: 'owner',
    attempts: (w) =>
      eachTask(w, { body: { loc: 'src/App.tsx:1:1', text: prompt } }),
  },
  'POST /api/build_task/{taskId}/cancel': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/data/entities': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'PUT /api/build_task/{taskId}/data/entities/{name}/rules': {
    access: 'owner',
    attempts: (w) =>
      w.taskIds.map((taskId) => ({
        params: { taskId, name: w.entity },
        body: {
          rules: {
            list: 'anyone',
            read: 'anyone',
            create: 'anyone',
            update: 'anyone',
            delete: 'anyone',
          },
        },
        note: "opening the owner's collection to everyone",
      })),
  },
  'GET /api/build_task/{taskId}/data/records': {
    access: 'owner',
    attempts: (w) => eachTask(w, { query: { entity: w.entity } }),
  },
  'GET /api/build_task/{taskId}/export.zip': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'GET /api/build_task/{taskId}/debug': {
    access: 'owner',
    attempts: (w) => eachTask(w),
  },
  'POST /api/build_task/version_control/list_history': {
    access: 'owner',
    attempts: (w) => [
      { body: { projectId: w.projectId } },
      { body: { taskId: w.firstTaskId } },
    ],
  },
  'POST /api/build_task/version_control/reset_head': {
    access: 'owner',
    attempts: (w) => [
      { body: { projectId: w.projectId, taskId: w.firstTaskId } },
      {
        body: { projectId: w.otherProjectId, taskId: w.firstTaskId },
        note: "the caller's project with the owner's version",
      },
    ],
  },
  'POST /api/build_project/rename': {
    access: 'owner',
    attempts: (w) => [{ body: { projectId: w.projectId, name: 'Hijacked' } }],
  },
  'DELETE /api/build_project/{projectId}': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'GET /api/build_project/{projectId}/presence': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'POST /api/build_project/{projectId}/share': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId }, body: { taskId: w.firstTaskId } },
      {
        params: { projectId: w.otherProjectId },
        body: { taskId: w.firstTaskId },
        note: "the caller's project with the owner's version",
      },
    ],
  },
  'PUT /api/build_project/{projectId}/publish': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId }, body: { taskId: w.firstTaskId } },
      {
        params: { projectId: w.otherProjectId },
        body: { taskId: w.firstTaskId },
        note: "the caller's project with the owner's version",
      },
    ],
  },
  'GET /api/build_project/{projectId}/publish/review': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId }, query: { taskId: w.firstTaskId } },
      {
        params: { projectId: w.otherProjectId },
        query: { taskId: w.firstTaskId },
        note: "the caller's project with the owner's version",
      },
    ],
  },
  'GET /api/build_project/{projectId}/publish': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'DELETE /api/build_project/{projectId}/publish': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'PUT /api/build_project/{projectId}/git': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { projectId: w.projectId },
        body: { url: 'https://example.com/hijack.git', branch: 'main' },
      },
    ],
  },
  'GET /api/build_project/{projectId}/git': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'DELETE /api/build_project/{projectId}/git': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'POST /api/build_project/{projectId}/git/pull': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'POST /api/build_project/{projectId}/git/webhook': {
    access: 'capability',
    reason:
      "a Git host's webhook carries no Kiln session: the project's webhook secret is the capability, and without it the call is refused",
    attempts: (w) => [
      {
        params: { projectId: w.projectId },
        body: { ref: 'refs/heads/main' },
        expect: [401],
        note: 'no webhook secret',
      },
    ],
  },
  'GET /api/build_project/{projectId}/apis': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'PUT /api/build_project/{projectId}/apis/{apiId}': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId, apiId: w.apiId } },
      {
        params: { projectId: w.otherProjectId, apiId: w.apiId },
        note: "the caller's project with the owner's API (its credential)",
      },
      {
        params: { projectId: w.otherProjectId, apiId: w.teamApiId },
        note: "the caller's project with the owner's workspace's API (its secret)",
      },
    ],
  },
  'DELETE /api/build_project/{projectId}/apis/{apiId}': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId, apiId: w.apiId } },
      {
        params: { projectId: w.otherProjectId, apiId: w.apiId },
        note: "the caller's project with the owner's API",
      },
    ],
  },
  'GET /api/build_project/{projectId}/env': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'PUT /api/build_project/{projectId}/env': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { projectId: w.projectId },
        body: { variables: [{ name: 'VITE_HIJACK', value: prompt }] },
      },
    ],
  },
  'GET /api/build_project/{projectId}/knowledge': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'PUT /api/build_project/{projectId}/knowledge': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId }, body: { content: prompt } },
    ],
  },
  'GET /api/users/knowledge': { access: 'self', attempts: () => [{}] },
  'PUT /api/users/knowledge': {
    access: 'self',
    attempts: () => [{ body: { content: prompt } }],
  },
  'POST /api/build_project/estimate': {
    access: 'owner',
    attempts: (w) => [
      { body: { projectId: w.projectId, prompt, model: 'offline' } },
    ],
  },
  'POST /api/build_project/plan': {
    access: 'owner',
    attempts: (w) => [
      { body: { projectId: w.projectId, prompt, model: 'offline' } },
    ],
  },
  'GET /api/build_project/{projectId}/share': {
    access: 'owner',
    attempts: (w) => [{ params: { projectId: w.projectId } }],
  },
  'DELETE /api/build_project/{projectId}/share/{id}': {
    access: 'owner',
    attempts: (w) => [
      { params: { projectId: w.projectId, id: w.shareId } },
      {
        params: { projectId: w.otherProjectId, id: w.shareId },
        note: "the caller's project with the owner's link",
      },
    ],
  },
  'GET /api/share/{link}': {
    access: 'capability',
    reason:
      'a share link is a secret URL the owner hands out; any signed-in holder may read that version',
    attempts: (w) => [
      { params: { link: w.shareLink }, expect: 'allowed' },
      {
        params: { link: w.revokedShareLink },
        expect: [404],
        note: 'revoked link',
      },
    ],
  },
  'POST /api/share/{link}/clone': {
    access: 'capability',
    reason:
      "a share link's holder may copy that version into a project of their own",
    attempts: (w) => [
      { params: { link: w.shareLink }, expect: 'allowed' },
      {
        params: { link: w.revokedShareLink },
        expect: [404],
        note: 'revoked link',
      },
    ],
  },
  'PATCH /api/workspaces/{workspaceId}': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId }, body: { name: prompt } },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}': {
    access: 'owner',
    attempts: (w) => [{ params: { workspaceId: w.workspaceId } }],
  },
  'GET /api/workspaces/{workspaceId}/members': {
    access: 'owner',
    attempts: (w) => [{ params: { workspaceId: w.workspaceId } }],
  },
  'GET /api/workspaces/{workspaceId}/audit': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId } },
      { params: { workspaceId: w.workspaceId }, query: { limit: '100' } },
    ],
  },
  'PATCH /api/workspaces/{workspaceId}/members/{userId}': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId, userId: w.owner.id },
        body: { role: 'viewer' },
      },
    ],
  },
  'PUT /api/workspaces/{workspaceId}/members/{userId}/credit-cap': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId, userId: w.owner.id },
        body: { monthlyCreditCap: 0 },
      },
      {
        params: { workspaceId: w.workspaceId, userId: w.other.id },
        body: { monthlyCreditCap: null },
        note: 'own user id',
      },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}/members/{userId}': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId, userId: w.owner.id } },
      {
        params: { workspaceId: w.workspaceId, userId: w.other.id },
        note: 'own user id',
      },
    ],
  },
  'POST /api/workspaces/{workspaceId}/transfer': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId },
        body: { userId: w.other.id },
      },
    ],
  },
  'POST /api/workspaces/{workspaceId}/invitations': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId },
        body: { email: w.other.email, role: 'admin' },
      },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}/invitations/{invitationId}': {
    access: 'owner',
    attempts: (w) => [
      {
        params: {
          workspaceId: w.workspaceId,
          invitationId: w.invitationId,
        },
      },
    ],
  },
  'GET /api/workspaces/{workspaceId}/apis': {
    access: 'owner',
    attempts: (w) => [{ params: { workspaceId: w.workspaceId } }],
  },
  'POST /api/workspaces/{workspaceId}/apis': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId },
        body: { name: prompt, baseUrl: 'https://example.com/' },
      },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}/apis/{id}': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId, id: w.teamApiId } },
      {
        params: { workspaceId: w.workspaceId, id: w.apiId },
        note: "the owner's own API",
      },
    ],
  },
  'GET /api/workspaces/{workspaceId}/api-keys': {
    access: 'owner',
    attempts: (w) => [{ params: { workspaceId: w.workspaceId } }],
  },
  'POST /api/workspaces/{workspaceId}/api-keys': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId },
        body: { service: 'figma', apiKey: 'figd_hijack_0123456789' },
      },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}/api-keys/{service}': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId, service: w.service } },
    ],
  },
  'GET /api/workspaces/{workspaceId}/mcp-servers': {
    access: 'owner',
    attempts: (w) => [{ params: { workspaceId: w.workspaceId } }],
  },
  'POST /api/workspaces/{workspaceId}/mcp-servers': {
    access: 'owner',
    attempts: (w) => [
      {
        params: { workspaceId: w.workspaceId },
        body: { name: prompt, url: 'https://example.com/mcp' },
      },
    ],
  },
  'DELETE /api/workspaces/{workspaceId}/mcp-servers/{id}': {
    access: 'owner',
    attempts: (w) => [
      { params: { workspaceId: w.workspaceId, id: w.teamMcpId } },
      {
        params: { workspaceId: w.workspaceId, id: w.mcpId },
        note: "the owner's own MCP server",
      },
    ],
  },
  'PUT /api/workspaces/current': {
    access: 'owner',
    attempts: (w) => [{ body: { workspaceId: w.workspaceId } }],
  },
  'POST /api/workspace_invitations/{token}/accept': {
    access: 'capability',
    reason:
      'an invitation link is accepted only by a signed-in user with the invited address',
    attempts: (w) => [
      {
        params: { token: w.invitationToken },
        expect: [403],
        note: 'another address',
      },
      {
        params: { token: w.revokedInvitationToken },
        expect: [404],
        note: 'revoked invitation',
      },
    ],
  },
}

/** Routes anyone may call without a token, each with the reason. */
export const publicByDesign: Record<string, string> = {
  'GET /api/health':
    'liveness check for load balancers; says nothing about users',
  'GET /api/health/ready':
    'readiness check for load balancers: migrations, database and object store; says nothing about users',
  'GET /api/preview-health': 'tells the SPA where the preview origin is',
  'POST /api/auth/signup': 'creating an account needs no account',
  'POST /api/auth/login': 'signing in needs no token',
  'POST /api/refresh-token': 'authenticated by the refresh token in its body',
  'GET /api/auth/.well-known/jwks.json': 'public verification keys',
  'GET /api/auth/config': 'the login page asks whether single sign-on is on',
  'GET /api/auth/oidc/start': 'starts sign-in at the identity provider',
  'POST /api/auth/oidc/callback':
    'finishes sign-in; bound to the state and PKCE verifier of /start and to the browser that started it (HttpOnly cookie)',
  'POST /api/auth/password-reset':
    'asks for a reset link by e-mail; answers the same whether the account exists',
  'POST /api/auth/password-reset/confirm':
    'authenticated by the single-use token of the e-mailed link',
  'POST /api/auth/verify-email':
    'authenticated by the single-use token of the e-mailed link',
  'GET /api/mcp-oauth/callback':
    "a third party's OAuth redirect; bound to a one-time state and an HttpOnly cookie",
  'GET /api/openapi.json': 'the API description itself',
  'GET /api/plans': 'the pricing page is shown to visitors',
  'POST /api/billing/webhook':
    "called by Stripe, authenticated by Stripe's signature",
}

/**
 * Served outside the API and not in the OpenAPI document: the preview host
 * (http://{label}.localhost:{port}, one origin per version) serves generated apps and their data
 * API to the apps' own visitors, by design without a Kiln token; escapes
 * from it are the preview-escapes probe's.
 */
export const PREVIEW_HOST_REASON =
  "the preview origin serves each generated app and its data to the app's visitors, without a Kiln token"
