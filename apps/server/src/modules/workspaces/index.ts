/** The workspaces module's public surface: other modules import only from here. */
export type { WorkspaceAction } from './roles'
export {
  createWorkspaceInvitationsService,
  type InvitationMailer,
  type WorkspaceInvitationsService,
} from './workspace-invitations.service'
export { workspacesRoutes } from './workspaces.routes'
export {
  createWorkspacesService,
  type WorkspacesService,
} from './workspaces.service'
