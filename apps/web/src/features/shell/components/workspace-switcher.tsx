import { useWorkspaces } from '@/api/workspaces/get-workspaces'
import {
  useCreateWorkspace,
  useSwitchWorkspace,
} from '@/api/workspaces/switch-workspace'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Link } from '@tanstack/react-router'
import { Check, ChevronsUpDown, Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { NewWorkspaceDialog } from './new-workspace-dialog'

const ROLE_LABELS = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
} as const

/**
 * The sidebar's workspace switcher: the open workspace, the others to switch
 * to (the project list follows), and a new team workspace.
 */
export function WorkspaceSwitcher() {
  const { data: workspaces } = useWorkspaces()
  const switcher = useSwitchWorkspace()
  const creator = useCreateWorkspace()
  const [isCreating, setIsCreating] = useState(false)
  const current = workspaces?.find((workspace) => workspace.current)
  if (!workspaces || !current) return null

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="w-full justify-between"
            aria-label={`Workspace: ${current.name}`}
          >
            <span className="truncate">{current.name}</span>
            <ChevronsUpDown className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-60">
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((workspace) => (
            <DropdownMenuItem
              key={workspace.id}
              disabled={switcher.isPending}
              onSelect={() => {
                if (!workspace.current) switcher.mutate(workspace.id)
              }}
            >
              <Check
                aria-hidden
                className={workspace.current ? 'opacity-100' : 'opacity-0'}
              />
              <span className="flex-1 truncate">{workspace.name}</span>
              <span className="text-muted-foreground text-xs">
                {ROLE_LABELS[workspace.role]}
              </span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          {current.kind === 'team' && (
            <DropdownMenuItem asChild>
              <Link to="/workspace-members">
                <Users aria-hidden />
                Members
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setIsCreating(true)}>
            <Plus aria-hidden />
            New workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {isCreating && (
        <NewWorkspaceDialog
          open
          isPending={creator.isPending}
          onDone={(name) => {
            if (!name) return setIsCreating(false)
            creator.mutate(name, { onSuccess: () => setIsCreating(false) })
          }}
        />
      )}
    </>
  )
}
