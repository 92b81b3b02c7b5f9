import { KilnLogo } from '@/components/kiln-logo'
import { ImportProjectButton } from '@/components/projects/import-project-button'
import { SidebarProjects } from '@/components/projects/sidebar-projects'
import { Button } from '@/components/ui/button'
import { SIDEBAR_WIDTH } from '@/config/breakpoints'
import { cn } from '@/lib/utils'
import { Link } from '@tanstack/react-router'
import { LayoutGrid, PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react'
import { SidebarTooltip } from './sidebar-tooltip'
import { UserMenu } from './user-menu'
import { WorkspaceSwitcher } from './workspace-switcher'

type AppSidebarProps = {
  isCollapsed: boolean
  /** Expands or collapses it; none where it cannot be (inside the sheet). */
  onToggle?: () => void
  className?: string
}

/** 256 px wide, 64 px collapsed to icons (docs/product.md §9). */
export function AppSidebar({
  isCollapsed,
  onToggle,
  className,
}: AppSidebarProps) {
  const ToggleIcon = isCollapsed ? PanelLeftOpen : PanelLeftClose
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={isCollapsed}
      style={{
        width: isCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
      }}
      className={cn(
        'border-sidebar-border bg-sidebar text-sidebar-foreground flex h-dvh shrink-0 flex-col gap-3 border-r p-2 transition-[width] duration-200',
        className
      )}
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
        {onToggle && (
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
      {!isCollapsed && <WorkspaceSwitcher />}
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
      <SidebarTooltip label="Import" isEnabled={isCollapsed}>
        <ImportProjectButton
          variant="outline"
          showLabel={!isCollapsed}
          className={cn(isCollapsed ? 'size-10 self-center p-0' : 'w-full')}
        />
      </SidebarTooltip>
      <SidebarTooltip label="All projects" isEnabled={isCollapsed}>
        <Button
          asChild
          variant="ghost"
          className={cn(
            isCollapsed ? 'size-10 self-center p-0' : 'w-full justify-start'
          )}
        >
          <Link to="/build-home" aria-label="All projects">
            <LayoutGrid />
            {!isCollapsed && 'All projects'}
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
