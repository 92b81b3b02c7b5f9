import { KilnLogo } from '@/components/kiln-logo'
import { Button } from '@/components/ui/button'
import { SIDEBAR_WIDTH } from '@/config/breakpoints'
import { SidebarProjects } from '@/features/projects/components/sidebar-projects'
import { cn } from '@/lib/utils'
import { Link } from '@tanstack/react-router'
import { PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react'
import { SidebarTooltip } from './sidebar-tooltip'
import { UserMenu } from './user-menu'

type AppSidebarProps = {
  isCollapsed: boolean
  canToggle: boolean
  onToggle: () => void
}

/** 256 px wide, 64 px collapsed to icons (SPEC §9). */
export function AppSidebar({
  isCollapsed,
  canToggle,
  onToggle,
}: AppSidebarProps) {
  const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={isCollapsed}
      style={{
        width: isCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
      }}
      className="border-sidebar-border bg-sidebar text-sidebar-foreground flex h-dvh shrink-0 flex-col gap-3 border-r p-2 transition-[width] duration-200"
    >
      <div
        className={cn('flex items-center gap-2 p-1', isCollapsed && 'flex-col')}
      >
        <Link
          to="/home"
          className="flex min-w-0 flex-1 items-center gap-2 font-semibold"
        >
          <KilnLogo />
          {!isCollapsed && <span className="truncate">Kiln</span>}
        </Link>
        {canToggle && (
          <SidebarTooltip label="Expand sidebar" isEnabled={isCollapsed}>
            <Button
              variant="ghost"
              size="icon"
              onClick={onToggle}
              aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            >
              <ToggleIcon />
            </Button>
          </SidebarTooltip>
        )}
      </div>
      <SidebarTooltip label="New Project" isEnabled={isCollapsed}>
        <Button
          asChild
          className={cn(isCollapsed ? 'size-10 self-center p-0' : 'w-full')}
        >
          <Link to="/home" aria-label="New Project">
            <Plus />
            {!isCollapsed && 'New Project'}
          </Link>
        </Button>
      </SidebarTooltip>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!isCollapsed && <SidebarProjects />}
      </div>
      <UserMenu isCollapsed={isCollapsed} />
    </aside>
  )
}
