import { AuditEventList } from '@/components/audit/audit-event-list'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import { useInfiniteQuery } from '@tanstack/react-query'
import { workspaceAuditQueryOptions } from '../api/workspace-audit'

/** The workspace's audit log for its admins and owner: newest first, older on demand. */
export function WorkspaceAuditSection({
  workspaceId,
}: {
  workspaceId: string
}) {
  const audit = useInfiniteQuery(workspaceAuditQueryOptions(workspaceId))
  const events = audit.data?.pages.flatMap((page) => page.events) ?? []
  return (
    <section aria-label="Audit log" className="grid gap-2">
      <h2 className="text-lg font-semibold">Audit log</h2>
      {audit.isError ? (
        <p role="alert">{getErrorMessage(audit.error)}</p>
      ) : audit.isPending ? (
        <p className="text-muted-foreground">Loading the audit log...</p>
      ) : (
        <AuditEventList events={events} label="Audit events" />
      )}
      {audit.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading...' : 'Show older events'}
        </Button>
      )}
    </section>
  )
}
