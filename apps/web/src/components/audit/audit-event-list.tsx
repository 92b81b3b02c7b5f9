import type { AuditEvent } from '@kiln/contract/audit'
import type { ReactNode } from 'react'
import { actorName, auditWhat, auditWhen } from './audit-words'

/** Audit events as sentences: who, what, when; `where` adds a line per event (the workspace). */
export function AuditEventList<E extends AuditEvent>({
  events,
  label,
  where,
}: {
  events: E[]
  label: string
  where?: (event: E) => ReactNode
}) {
  if (events.length === 0) {
    return <p className="text-muted-foreground">Nothing recorded yet.</p>
  }
  return (
    <ul aria-label={label} className="divide-y">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2">
          <span>
            <span className="font-medium">{actorName(event)}</span>{' '}
            {auditWhat(event)}
          </span>
          <span className="text-muted-foreground text-sm">
            <time dateTime={event.createdAt}>{auditWhen(event)}</time>
            {where && <> · {where(event)}</>}
          </span>
        </li>
      ))}
    </ul>
  )
}
