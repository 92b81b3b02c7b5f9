import { useProfile } from '@/api/users/get-profile'
import { AuditEventList } from '@/components/audit/audit-event-list'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { AdminOverview } from '@kiln/contract/admin'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ADMIN_ONLY_MESSAGE } from './admin-credits-page'
import { useAdminOverview } from './api/admin-overview'
import {
  BuildsTable,
  formatBytes,
  SpendTable,
  StepsTable,
  StorageTable,
} from './components/overview-tables'

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-2xl font-semibold" aria-label={label}>
        {value}
      </dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function Overview({ figures }: { figures: AdminOverview }) {
  const { users, queue, storage } = figures
  return (
    <div className="space-y-6" data-testid="admin-overview">
      <Section title="Users">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Accounts" value={users.total} />
          <Figure label="Active today" value={users.activeDay} />
          <Figure label="Active in 7 days" value={users.activeWeek} />
          <Figure label="Active in 30 days" value={users.activeMonth} />
        </dl>
      </Section>
      <Section title="Builds per day">
        <BuildsTable days={figures.buildsPerDay} />
      </Section>
      <Section title="Model spend">
        <SpendTable rows={figures.modelSpend} />
      </Section>
      <Section title="Pipeline steps">
        <StepsTable steps={figures.steps} />
      </Section>
      <Section title="Queue">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Queued" value={queue.queued} />
          <Figure label="Running" value={queue.running} />
          <Figure label="Failed" value={queue.failed} />
          <Figure
            label="Oldest waiting"
            value={
              queue.oldestQueuedSeconds === null
                ? '—'
                : `${queue.oldestQueuedSeconds} s`
            }
          />
        </dl>
      </Section>
      <Section title="Storage">
        <dl className="mb-4">
          <Figure
            label="Stored in total"
            value={formatBytes(storage.totalBytes)}
          />
        </dl>
        <StorageTable storage={storage} />
      </Section>
      <Section title="Recent audit events">
        <AuditEventList
          events={figures.auditEvents}
          label="Recent audit events"
          where={(event) => event.workspaceName ?? 'a deleted workspace'}
        />
      </Section>
    </div>
  )
}

/**
 * /admin/overview: how the instance is used (the last 30 days), every
 * figure from GET /api/admin/overview. Admins only.
 */
export function AdminOverviewPage() {
  const { data: profile, isPending } = useProfile()
  const isAdmin = profile?.isAdmin === true
  const overview = useAdminOverview({ enabled: isAdmin })
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 p-8">
      <div className="flex items-baseline justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">
          Admin overview
        </h1>
        {isAdmin && (
          <Link to="/admin/credits" className="text-sm underline">
            Admin credits
          </Link>
        )}
      </div>
      {isPending ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : !isAdmin ? (
        <p role="alert">{ADMIN_ONLY_MESSAGE}</p>
      ) : overview.data ? (
        <Overview figures={overview.data} />
      ) : overview.isError ? (
        <p role="alert">The overview could not be loaded.</p>
      ) : (
        <p className="text-muted-foreground">Loading...</p>
      )}
    </section>
  )
}
