import { SNAPSHOT_ROOT_ATTR } from '@/components/errors/page-snapshot'
import { TooltipProvider } from '@/components/ui/tooltip'
import { toaster } from '@/lib/toast'
import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AppSidebar } from './components/app-sidebar'
import { MobileTopBar } from './components/mobile-top-bar'
import { SidebarSheet } from './components/sidebar-sheet'
import { useSidebarCollapsed } from './use-sidebar-collapsed'
import { useSidebarSheet } from './use-sidebar-sheet'

/**
 * The signed-in layout: sidebar plus the page. Tooltips are only used here,
 * so their provider (and Radix's positioning code) stays off the first page.
 */
export function AppShell() {
  const sidebar = useSidebarCollapsed()
  const sheet = useSidebarSheet()
  // Signed-in pages toast often: their first toast need not wait for sonner.
  useEffect(() => toaster.want(), [])
  return (
    <TooltipProvider>
      <div className="flex h-dvh overflow-hidden">
        {!sidebar.isMobile && (
          <AppSidebar
            isCollapsed={sidebar.isCollapsed}
            onToggle={
              sidebar.isNarrow ? () => sheet.setOpen(true) : sidebar.toggle
            }
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          {sidebar.isMobile && (
            <MobileTopBar onOpenSidebar={() => sheet.setOpen(true)} />
          )}
          <main
            {...{ [SNAPSHOT_ROOT_ATTR]: '' }}
            className="min-h-0 min-w-0 flex-1 overflow-y-auto"
          >
            <Outlet />
          </main>
        </div>
        {sidebar.isNarrow && (
          <SidebarSheet isOpen={sheet.isOpen} onOpenChange={sheet.setOpen} />
        )}
      </div>
    </TooltipProvider>
  )
}
