import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import type { PlanInfo } from '@kiln/contract/billing'
import type { ReactNode } from 'react'
import { formatPrice } from '../pricing-messages'

export function PlanCard(props: {
  plan: PlanInfo
  isCurrent: boolean
  isHighlighted: boolean
  action?: ReactNode
}) {
  const { plan } = props
  return (
    <article
      aria-label={`${plan.name} plan`}
      data-highlighted={props.isHighlighted || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-6',
        props.isHighlighted && 'border-primary ring-primary/40 ring-2'
      )}
    >
      <header className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{plan.name}</h2>
        {props.isCurrent && <Badge>Current plan</Badge>}
      </header>
      <p className="text-2xl font-semibold">
        {formatPrice(plan.priceMonthly, plan.currency)}
      </p>
      <p className="text-muted-foreground text-sm">
        {plan.creditsPerCycle.toLocaleString()} credits every month
      </p>
      <div className="mt-auto">{props.action}</div>
    </article>
  )
}
