import { useProfile } from '@/api/users/get-profile'
import { SalelistSection } from './components/salelist-section'
import { UserLookup } from './components/user-lookup'

export const ADMIN_ONLY_MESSAGE =
  'You need administrator access to view this page.'

/**
 * /admin/credits: find a user, see their plan and ledger, change credits;
 * manage the invitation allow-list.
 */
export function AdminCreditsPage() {
  const { data: profile, isPending } = useProfile()
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Admin credits</h1>
      {isPending ? (
        <p className="text-muted-foreground">Loading...</p>
      ) : profile?.isAdmin ? (
        <>
          <UserLookup />
          <SalelistSection />
        </>
      ) : (
        <p role="alert">{ADMIN_ONLY_MESSAGE}</p>
      )}
    </section>
  )
}
