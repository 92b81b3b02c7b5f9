import { useProfile } from '@/api/users/get-profile'
import { Badge } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { COMMUNITY_URL } from '@/config/links'
import { session } from '@/lib/session'
import { cn } from '@/lib/utils'
import { Link } from '@tanstack/react-router'
import {
  ChartColumn,
  ChevronsUpDown,
  CreditCard,
  ExternalLink,
  LogOut,
  Plug,
  Settings,
  ShieldCheck,
  Sparkles,
} from 'lucide-react'
import { getPlanDisplay } from '../plan'
import { useSignOut } from '../use-sign-out'
import { CreditsSummary } from './credits-summary'
import { ThemeSubmenu } from './theme-submenu'

/** The user menu at the bottom of the sidebar (docs/product.md §2). */
export function UserMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const { data: profile } = useProfile()
  const signOut = useSignOut()
  const email = profile?.email ?? session.getUser()?.email ?? null
  const plan = getPlanDisplay(profile?.subscription.currentPlan)

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="User menu"
        className={cn(
          'hover:bg-sidebar-accent flex w-full items-center gap-2 rounded-md p-2 text-left text-sm',
          isCollapsed && 'justify-center'
        )}
      >
        <span className="bg-secondary flex size-8 shrink-0 items-center justify-center rounded-full font-medium uppercase">
          {email?.charAt(0) ?? '?'}
        </span>
        {!isCollapsed && (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate">{email}</span>
              <span className="text-muted-foreground flex items-center gap-1 text-xs">
                {plan.isPro ? <Badge>Pro</Badge> : plan.label}
              </span>
            </span>
            <ChevronsUpDown className="text-muted-foreground size-4" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-64">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          <span className="truncate">{email}</span>
          {plan.isPro ? (
            <Badge>Pro</Badge>
          ) : (
            <Badge variant="secondary">{plan.label}</Badge>
          )}
        </DropdownMenuLabel>
        <CreditsSummary credits={profile?.credits} />
        <DropdownMenuItem asChild>
          <Link to="/pricing">
            {plan.isPro ? <CreditCard /> : <Sparkles />}
            {plan.isPro ? 'Manage Plan' : 'Upgrade to Pro'}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/integrations">
            <Plug />
            Integrations
          </Link>
        </DropdownMenuItem>
        {profile?.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin/credits">
              <ShieldCheck />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        {profile?.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin/overview">
              <ChartColumn />
              Admin overview
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <a href={COMMUNITY_URL} target="_blank" rel="noreferrer">
            <ExternalLink />
            Community
          </a>
        </DropdownMenuItem>
        <ThemeSubmenu />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={(event) => {
            event.preventDefault()
            signOut.mutate()
          }}
        >
          <LogOut />
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
