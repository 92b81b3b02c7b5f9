import { useProfile } from '@/api/users/get-profile'
import { ListEmpty, ListError, ListLoading } from '@/components/list-states'
import type { CreditHistoryEntry } from '@kiln/contract/account-data'
import { useQuery } from '@tanstack/react-query'
import { creditHistoryQueryOptions } from '../api/credit-history'
import { formatDateTime } from '../format-date'
import { SettingsSection } from './settings-section'

const REASONS: Record<string, string> = {
  build_reserve: 'Build started',
  build_charge: 'Build',
  build_refund: 'Refund for a build',
  admin_grant: 'Added by an administrator',
  admin_remove: 'Removed by an administrator',
  invitation_grant: 'Invitation code',
  plan_change: 'Plan change',
}

/** What a ledger line was for, in words. */
export function describeCreditChange(entry: CreditHistoryEntry) {
  const what = REASONS[entry.reason] ?? entry.reason.replaceAll('_', ' ')
  return entry.projectName ? `${what}: ${entry.projectName}` : what
}

/** The balance of this cycle and every credit change, newest first. */
export function CreditsSection({ userId }: { userId: string }) {
  const profile = useProfile()
  const history = useQuery(creditHistoryQueryOptions(userId))
  const credits = profile.data?.credits
  return (
    <SettingsSection
      id="credits"
      title="Credits"
      description={
        credits
          ? `${credits.availableCredits} of ${credits.creditsAllocatedThisCycle} credits left this month.`
          : 'Credits renew every month.'
      }
    >
      {history.isPending ? (
        <ListLoading>Loading credit history...</ListLoading>
      ) : history.isError ? (
        <ListError onRetry={() => void history.refetch()}>
          Your credit history could not be loaded.
        </ListError>
      ) : history.data.length === 0 ? (
        <ListEmpty>No credits used yet.</ListEmpty>
      ) : (
        <div className="max-h-96 overflow-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Credit history</caption>
            <thead className="text-muted-foreground bg-muted/50 sticky top-0">
              <tr>
                <th scope="col" className="p-2 font-medium">
                  When
                </th>
                <th scope="col" className="p-2 font-medium">
                  What
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {history.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="p-2 whitespace-nowrap">
                    {formatDateTime(entry.createdAt)}
                  </td>
                  <td className="p-2 break-words">
                    {describeCreditChange(entry)}
                    {entry.note && (
                      <span className="text-muted-foreground block text-xs">
                        {entry.note}
                      </span>
                    )}
                  </td>
                  <td
                    className={
                      entry.change > 0
                        ? 'p-2 text-right text-green-600 tabular-nums dark:text-green-400'
                        : 'p-2 text-right tabular-nums'
                    }
                  >
                    {entry.change > 0 ? `+${entry.change}` : entry.change}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SettingsSection>
  )
}
