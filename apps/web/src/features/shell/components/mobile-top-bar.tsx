import { KilnLogo } from '@/components/kiln-logo'
import { Button } from '@/components/ui/button'
import { Link } from '@tanstack/react-router'
import { Menu } from 'lucide-react'

/** Phones: the sidebar's place is taken by this bar, which opens it. */
export function MobileTopBar({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  return (
    <header className="border-sidebar-border bg-sidebar text-sidebar-foreground flex h-12 shrink-0 items-center gap-2 border-b px-2">
      <Button
        variant="ghost"
        size="icon"
        onClick={onOpenSidebar}
        aria-label="Open sidebar"
      >
        <Menu />
      </Button>
      <Link to="/home" className="flex items-center gap-2 font-semibold">
        <KilnLogo />
        Kiln
      </Link>
    </header>
  )
}
