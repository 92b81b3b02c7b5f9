import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { AdminUser } from '@kiln/contract/admin'
import { useSetPlan } from '../api/admin-user'

const date = (iso: string) => new Date(iso).toLocaleDateString()

export function UserSummary({ user }: { user: AdminUser }) {
  const setPlan = useSetPlan()
  const other = user.plan === 'pro' ? 'free' : 'pro'
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
      <dt className="text-muted-foreground">E-mail</dt>
      <dd>{user.email}</dd>
      <dt className="text-muted-foreground">Plan</dt>
      <dd className="flex items-center gap-3">
        <span data-testid="admin-plan">
          {user.plan}
          {user.planExpiresAt && ` (until ${date(user.planExpiresAt)})`}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={setPlan.isPending}
          onClick={() =>
            setPlan.mutate(
              { userId: user.userId, plan: other },
              { onSuccess: () => toast.success(`Plan set to ${other}.`) }
            )
          }
        >
          Set plan to {other}
        </Button>
      </dd>
      <dt className="text-muted-foreground">Cycle</dt>
      <dd>
        {date(user.currentPeriodStart)} – {date(user.currentPeriodEnd)}
      </dd>
      <dt className="text-muted-foreground">Credits</dt>
      <dd data-testid="admin-credits">
        {user.availableCredits} available of {user.creditsAllocatedThisCycle} (
        {user.creditsUsedThisCycle} used, {user.creditsGrantedThisCycle} granted
        this cycle)
      </dd>
    </dl>
  )
}
