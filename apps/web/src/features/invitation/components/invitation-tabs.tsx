import { cn } from '@/lib/utils'
import { Link } from '@tanstack/react-router'
import type { InvitationSearch } from '../invitation-search'

const TABS: { view: InvitationSearch['view']; label: string }[] = [
  { view: 'dashboard', label: 'Dashboard' },
  { view: 'generate', label: 'Generate' },
  { view: 'manage', label: 'Manage' },
  { view: 'validate', label: 'Validate' },
]

export function InvitationTabs({ view }: { view: InvitationSearch['view'] }) {
  return (
    <nav aria-label="Invitation views" className="flex gap-1 border-b">
      {TABS.map((tab) => (
        <Link
          key={tab.view}
          to="/invitation"
          search={{ view: tab.view }}
          aria-current={tab.view === view ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm',
            tab.view === view
              ? 'border-primary font-medium'
              : 'text-muted-foreground border-transparent'
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
