import type { LedgerEntry } from '@kiln/contract/admin'

const REASONS: Record<string, string> = {
  build_reserve: 'Build',
  build_charge: 'Build',
  build_refund: 'Build refund',
  admin_grant: 'Granted by admin',
  admin_remove: 'Removed by admin',
  invitation_grant: 'Invitation code',
  plan_change: 'Plan change',
}

export function LedgerTable({ ledger }: { ledger: LedgerEntry[] }) {
  if (ledger.length === 0)
    return (
      <p className="text-muted-foreground text-sm">No credit changes yet.</p>
    )
  return (
    <table aria-label="Credit ledger" className="w-full text-left text-sm">
      <thead className="text-muted-foreground border-b">
        <tr>
          <th className="py-2">When</th>
          <th>Change</th>
          <th>What</th>
          <th>Note</th>
          <th>By</th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((entry) => (
          <tr key={entry.id} className="border-b">
            <td className="py-2">
              {new Date(entry.createdAt).toLocaleString()}
            </td>
            <td>{entry.change > 0 ? `+${entry.change}` : entry.change}</td>
            <td>{REASONS[entry.reason] ?? entry.reason}</td>
            <td>{entry.note ?? ''}</td>
            <td>{entry.actorEmail ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
