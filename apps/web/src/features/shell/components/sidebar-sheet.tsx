import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@/components/ui/sheet'
import { SIDEBAR_WIDTH } from '@/config/breakpoints'
import { AppSidebar } from './app-sidebar'

/** The full sidebar of narrow screens, sliding in from the left. */
export function SidebarSheet({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        style={{ width: SIDEBAR_WIDTH.expanded }}
        className="gap-0 p-0"
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">
          Your projects and account
        </SheetDescription>
        <AppSidebar isCollapsed={false} className="h-full border-r-0" />
      </SheetContent>
    </Sheet>
  )
}
