import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { invitationCodesQueryOptions } from '../api/get-codes'
import { codeStatus } from './grant-label'

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-4">
      <div className="text-2xl font-semibold">{value}</div>
      <div className="text-muted-foreground text-sm">{label}</div>
    </div>
  )
}

export function DashboardView() {
  const { data: codes = [], isPending } = useQuery(
    invitationCodesQueryOptions()
  )
  const [now] = useState(() => Date.now())
  const live = codes.filter((c) => codeStatus(c, now) === 'Active')
  const redeemed = codes.reduce((n, c) => n + c.usesTotal - c.usesLeft, 0)
  if (isPending)
    return <p className="text-muted-foreground">Loading codes...</p>
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat label="Codes generated" value={codes.length} />
        <Stat label="Codes still usable" value={live.length} />
        <Stat label="Redemptions" value={redeemed} />
      </div>
      <ul className="list-inside list-disc space-y-1 text-sm">
        <li>
          <Link to="/invitation/generate" className="underline">
            Generate new codes
          </Link>
        </li>
        <li>
          <Link to="/invitation/manage" className="underline">
            Manage your codes
          </Link>
        </li>
        <li>
          <Link to="/invitation/redeem" className="underline">
            Redeem a code
          </Link>
        </li>
      </ul>
    </div>
  )
}
