import { ConfirmDialog } from '@/components/confirm-dialog'
import { ListEmpty, ListError, ListLoading } from '@/components/list-states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import type { Session } from '@kiln/contract/account'
import { useQuery } from '@tanstack/react-query'
import {
  sessionsQueryOptions,
  useEndAllSessions,
  useEndSession,
} from '../api/sessions'
import { describeDevice } from '../describe-device'
import { formatDateTime } from '../format-date'
import { useEndLocalSession } from '../use-end-local-session'
import { SettingsSection } from './settings-section'

/** Where the account is signed in; sign out one device or all of them. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions())
  const endOne = useEndSession()
  const endAll = useEndAllSessions()
  const endLocal = useEndLocalSession()

  async function signOutEverywhere() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Sign out everywhere?',
      description:
        'Every device signed in to your account is signed out, this one too. You will need to sign in again.',
      confirmLabel: 'Sign out everywhere',
    })
    if (!confirmed) return
    endAll.mutate(undefined, {
      onSuccess: async () => {
        toast.success('You were signed out everywhere.')
        await endLocal()
      },
    })
  }

  return (
    <SettingsSection
      id="sessions"
      title="Active sessions"
      description="The browsers and devices signed in to your account."
    >
      {sessions.isPending ? (
        <ListLoading>Loading sessions...</ListLoading>
      ) : sessions.isError ? (
        <ListError onRetry={() => void sessions.refetch()}>
          Your sessions could not be loaded.
        </ListError>
      ) : sessions.data.length === 0 ? (
        <ListEmpty>No active sessions.</ListEmpty>
      ) : (
        <ul aria-label="Active sessions" className="divide-y rounded-md border">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={endOne.isPending && endOne.variables === session.id}
              onSignOut={() =>
                endOne.mutate(session.id, {
                  onSuccess: () => toast.success('That device was signed out.'),
                })
              }
            />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        disabled={endAll.isPending}
        onClick={() => void signOutEverywhere()}
      >
        {endAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </SettingsSection>
  )
}

function SessionRow({
  session,
  pending,
  onSignOut,
}: {
  session: Session
  pending: boolean
  onSignOut: () => void
}) {
  const device = describeDevice(session.userAgent)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {device}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-muted-foreground text-xs">
          Signed in {formatDateTime(session.createdAt)} · last active{' '}
          {formatDateTime(session.lastUsedAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Sign out ${device}`}
          onClick={onSignOut}
        >
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  )
}
