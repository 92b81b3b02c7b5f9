import { WORKSPACE_ROLES, type WorkspaceRole } from '@kiln/contract/workspaces'

/**
 * What each action needs, the one role→permission table (issue 26):
 * viewers read; editors build (prompts, code edits, restore, rename, pins,
 * share links, project settings); admins manage members, publish, delete
 * projects and the workspace's integrations, and read its audit log; owners transfer and delete the
 * workspace.
 */
export const ACTION_ROLES = {
  read: 'viewer',
  edit: 'editor',
  publish: 'admin',
  deleteProject: 'admin',
  manageMembers: 'admin',
  renameWorkspace: 'admin',
  manageIntegrations: 'admin',
  readAudit: 'admin',
  transferOwnership: 'owner',
  deleteWorkspace: 'owner',
} as const satisfies Record<string, WorkspaceRole>

export type WorkspaceAction = keyof typeof ACTION_ROLES

const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.indexOf(role)

/** Whether `role` may do `action`. */
export const allows = (role: WorkspaceRole, action: WorkspaceAction) =>
  rank(role) >= rank(ACTION_ROLES[action])

/** What a 403 says for an action the role may not do. */
export const deniedMessage = (role: WorkspaceRole, action: WorkspaceAction) =>
  `Your role in this workspace (${role}) cannot do this; it needs ${ACTION_ROLES[action]} or above.`

export const isRole = (value: string): value is WorkspaceRole =>
  (WORKSPACE_ROLES as readonly string[]).includes(value)
