import { Button } from '@/components/ui/button'
import {
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from '@/components/ui/sidebar'
import { Bell } from 'lucide-react'
import { type ReactNode } from 'react'
import { toast } from 'sonner'
import { AppSidebar } from './AppSidebar'

export function DashboardLayout({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) {
  return (
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset>
        <header className="flex h-14 items-center gap-2 border-b px-4">
          <SidebarTrigger />
          <h1 className="text-lg font-semibold">{title}</h1>
          <div className="ml-auto">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => toast('No new notifications')}
            >
              <Bell />
              <span className="sr-only">Notifications</span>
            </Button>
          </div>
        </header>
        <main className="flex-1 space-y-6 p-6">{children}</main>
      </SidebarInset>
    </SidebarProvider>
  )
}
