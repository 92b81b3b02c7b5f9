/** Workspace roles from weakest to strongest (docs: issue 26, the server's roles.ts). */
export const ROLES = ['viewer', 'editor', 'admin', 'owner'] as const
export type Role = (typeof ROLES)[number]

/**
 * What a route needs, for the cross-workspace probe:
 * a role: the route acts on a workspace's project, version or membership
 *   and needs at least that role (weaker members: 403; outsiders: 403/404);
 * personal: it acts on the caller's own account or things (keys, MCP
 *   servers, APIs, invitation codes) or is for site admins: membership of
 *   a workspace grants nothing, every member is refused like a stranger;
 * self: it names no one's object; a caller gets only their own things;
 * capability: a secret link or token decides (the cross-user probe's plan
 *   checks it), not membership.
 */
export type Requirement = Role | 'personal' | 'self' | 'capability'

/**
 * Every route of cross-user/plans.ts with what it needs, from the role
 * table of issue 26: viewers read; editors build (prompts, code edits,
 * restore, rename, share links, project settings, Git pull); admins
 * publish, delete projects, connect Git, manage members and rename the
 * workspace; owners transfer and delete it. A plan without a line here
 * fails the probe.
 */
export const minRoles: Record<string, Requirement> = {
  'POST /api/users': 'personal',
  'GET /api/users/{userId}/profile': 'personal',
  'PUT /api/users/{userId}/profile': 'personal',
  'GET /api/users/{userId}/credit-history': 'personal',
  'GET /api/users/{userId}/export': 'personal',
  'DELETE /api/users/{userId}': 'personal',
  'GET /api/users/{userId}/api-keys': 'personal',
  'POST /api/users/{userId}/api-keys': 'personal',
  'PUT /api/users/{userId}/api-keys/{service}': 'personal',
  'DELETE /api/users/{userId}/api-keys/{service}': 'personal',
  'POST /api/users/{userId}/api-keys/{service}/validate': 'personal',
  'GET /api/users/{userId}/provider-keys': 'personal',
  'PUT /api/users/{userId}/provider-keys/{provider}': 'personal',
  'DELETE /api/users/{userId}/provider-keys/{provider}': 'personal',
  'POST /api/salelist/validate': 'personal',
  'GET /api/admin/salelist': 'personal',
  'POST /api/admin/salelist': 'personal',
  'DELETE /api/admin/salelist/{email}': 'personal',
  'GET /api/admin/overview': 'personal',
  'GET /api/admin/users': 'personal',
  'POST /api/admin/credits': 'personal',
  'POST /api/admin/plan': 'personal',
  'POST /api/invitation-codes/generate': 'personal',
  'GET /api/invitation-codes': 'personal',
  'POST /api/invitation-codes/{id}/revoke': 'personal',
  'POST /api/invitation-codes/validate': 'personal',
  'POST /api/invitation-codes/redeem': 'capability',
  'DELETE /api/auth/sessions/{sessionId}': 'personal',
  'DELETE /api/auth/identities/{identityId}': 'personal',
  'GET /api/auth/sessions': 'self',
  'GET /api/auth/account': 'self',
  'POST /api/search/mcp-servers': 'self',
  'POST /api/search/apis': 'self',
  'GET /api/new_build': 'self',
  'PATCH /api/mcp-servers/{id}': 'personal',
  'DELETE /api/mcp-servers/{id}': 'personal',
  'GET /api/mcp-tools': 'personal',
  'POST /api/mcp-servers/{id}/auth/start': 'personal',
  'GET /api/mcp-servers/{id}/auth/status': 'personal',
  'DELETE /api/mcp-servers/{id}/auth': 'personal',
  'PATCH /api/apis/{id}': 'personal',
  'DELETE /api/apis/{id}': 'personal',
  'POST /api/apis/{id}/test': 'personal',

  'POST /api/build_task': 'editor',
  'GET /api/build_task/{taskId}': 'viewer',
  'GET /api/build_task/{taskId}/files': 'viewer',
  'GET /api/build_task/{taskId}/run_check/screenshot': 'viewer',
  'GET /api/build_task/{taskId}/thread': 'viewer',
  'GET /api/build_task/{taskId}/events': 'viewer',
  'POST /api/build_task/{taskId}/edit': 'editor',
  'GET /api/build_task/{taskId}/element': 'viewer',
  'POST /api/build_task/{taskId}/visual_edit': 'editor',
  'POST /api/build_task/{taskId}/cancel': 'editor',
  'GET /api/build_task/{taskId}/data/entities': 'viewer',
  'PUT /api/build_task/{taskId}/data/entities/{name}/rules': 'editor',
  'GET /api/build_task/{taskId}/data/records': 'viewer',
  'GET /api/build_task/{taskId}/export.zip': 'viewer',
  'GET /api/build_task/{taskId}/debug': 'viewer',
  'POST /api/build_task/version_control/list_history': 'viewer',
  'POST /api/build_task/version_control/reset_head': 'editor',
  'POST /api/build_project/rename': 'editor',
  'DELETE /api/build_project/{projectId}': 'admin',
  'POST /api/build_project/{projectId}/share': 'editor',
  'GET /api/build_project/{projectId}/share': 'viewer',
  'DELETE /api/build_project/{projectId}/share/{id}': 'editor',
  'PUT /api/build_project/{projectId}/publish': 'admin',
  'GET /api/build_project/{projectId}/publish/review': 'admin',
  'GET /api/build_project/{projectId}/publish': 'viewer',
  'DELETE /api/build_project/{projectId}/publish': 'admin',
  'PUT /api/build_project/{projectId}/git': 'admin',
  'GET /api/build_project/{projectId}/git': 'viewer',
  'DELETE /api/build_project/{projectId}/git': 'admin',
  'POST /api/build_project/{projectId}/git/pull': 'editor',
  'POST /api/build_project/{projectId}/git/webhook': 'capability',
  'GET /api/build_project/{projectId}/apis': 'viewer',
  'PUT /api/build_project/{projectId}/apis/{apiId}': 'editor',
  'DELETE /api/build_project/{projectId}/apis/{apiId}': 'editor',
  'GET /api/build_project/{projectId}/env': 'viewer',
  'PUT /api/build_project/{projectId}/env': 'editor',
  'GET /api/build_project/{projectId}/knowledge': 'viewer',
  'PUT /api/build_project/{projectId}/knowledge': 'editor',
  'GET /api/users/knowledge': 'self',
  'PUT /api/users/knowledge': 'self',
  'POST /api/build_project/estimate': 'viewer',
  'POST /api/build_project/plan': 'editor',
  'GET /api/share/{link}': 'capability',
  'POST /api/share/{link}/clone': 'capability',

  'PATCH /api/workspaces/{workspaceId}': 'admin',
  'DELETE /api/workspaces/{workspaceId}': 'owner',
  'GET /api/workspaces/{workspaceId}/members': 'viewer',
  'GET /api/workspaces/{workspaceId}/audit': 'admin',
  'PATCH /api/workspaces/{workspaceId}/members/{userId}': 'admin',
  'DELETE /api/workspaces/{workspaceId}/members/{userId}': 'admin',
  'PUT /api/workspaces/{workspaceId}/members/{userId}/credit-cap': 'admin',
  'POST /api/workspaces/{workspaceId}/transfer': 'owner',
  'POST /api/workspaces/{workspaceId}/invitations': 'admin',
  'DELETE /api/workspaces/{workspaceId}/invitations/{invitationId}': 'admin',
  'GET /api/workspaces/{workspaceId}/apis': 'viewer',
  'POST /api/workspaces/{workspaceId}/apis': 'admin',
  'DELETE /api/workspaces/{workspaceId}/apis/{id}': 'admin',
  'GET /api/workspaces/{workspaceId}/mcp-servers': 'viewer',
  'POST /api/workspaces/{workspaceId}/mcp-servers': 'admin',
  'DELETE /api/workspaces/{workspaceId}/mcp-servers/{id}': 'admin',
  'GET /api/workspaces/{workspaceId}/api-keys': 'viewer',
  'POST /api/workspaces/{workspaceId}/api-keys': 'admin',
  'DELETE /api/workspaces/{workspaceId}/api-keys/{service}': 'admin',
  'PUT /api/workspaces/current': 'viewer',
  'GET /api/build_project/{projectId}/presence': 'viewer',
  'POST /api/workspace_invitations/{token}/accept': 'capability',
}
