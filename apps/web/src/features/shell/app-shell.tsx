import { SNAPSHOT_ROOT_ATTR } from '@/components/errors/page-snapshot'
import { Outlet } from '@tanstack/react-router'
import { AppSidebar } from './components/app-sidebar'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

/** The signed-in layout: sidebar plus the page. */
export function AppShell() {
  const sidebar = useSidebarCollapsed()
  return (
    <div className="flex h-dvh overflow-hidden">
      <AppSidebar
        isCollapsed={sidebar.isCollapsed}
        canToggle={sidebar.canToggle}
        onToggle={sidebar.toggle}
      />
      <main
        {...{ [SNAPSHOT_ROOT_ATTR]: '' }}
        className="min-w-0 flex-1 overflow-y-auto"
      >
        <Outlet />
      </main>
    </div>
  )
}
