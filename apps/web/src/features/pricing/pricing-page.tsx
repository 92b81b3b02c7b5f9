import { useProfile } from '@/api/users/get-profile'
import { Button } from '@/components/ui/button'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { plansQueryOptions, useCheckout } from './api/plans'
import { PlanCard } from './components/plan-card'
import { BILLING_NOT_CONFIGURED, checkoutMessage } from './pricing-messages'

const route = getRouteApi('/_app/pricing')

export function PricingPage() {
  const search = route.useSearch()
  const { data } = useQuery(plansQueryOptions())
  const { data: profile } = useProfile()
  const checkout = useCheckout()
  const message = checkoutMessage(search)
  const currentPlan =
    profile?.subscription.currentPlan === 'pro' ? 'pro' : 'free'

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Pricing</h1>
      {message && (
        <p role="status" className="rounded-md border px-4 py-3 text-sm">
          {message.text}
        </p>
      )}
      {data && !data.billingEnabled && (
        <p className="text-muted-foreground text-sm">
          {BILLING_NOT_CONFIGURED}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {data?.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={plan.id === currentPlan}
            isHighlighted={plan.id === search.plan}
            action={
              plan.id === 'pro' &&
              currentPlan !== 'pro' &&
              data.billingEnabled && (
                <Button
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate()}
                >
                  {checkout.isPending
                    ? 'Opening checkout...'
                    : 'Upgrade to Pro'}
                </Button>
              )
            }
          />
        ))}
      </div>
    </section>
  )
}
