import type { WorkspaceRole } from '@kiln/contract/workspaces'
import { createContext, useContext } from 'react'

/**
 * What the caller's role lets them do in the studio (issue 26): the same
 * table as the server's roles.ts. The API refuses the rest with a 403; the
 * studio hides or disables it.
 */
const NEEDS = {
  edit: 'editor',
  publish: 'admin',
  deleteProject: 'admin',
} as const satisfies Record<string, WorkspaceRole>

const RANK: Record<WorkspaceRole, number> = {
  viewer: 0,
  editor: 1,
  admin: 2,
  owner: 3,
}

export type StudioAction = keyof typeof NEEDS

const StudioRoleContext = createContext<WorkspaceRole>('owner')

export const StudioRoleProvider = StudioRoleContext.Provider

/** The caller's role in the open project's workspace. */
export const useStudioRole = () => useContext(StudioRoleContext)

/** Whether the caller's role allows `action` on the open project. */
export function useStudioCan(action: StudioAction) {
  return RANK[useStudioRole()] >= RANK[NEEDS[action]]
}
