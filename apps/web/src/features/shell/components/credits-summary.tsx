import { Progress } from '@/components/ui/progress'
import type { Credits } from '@kiln/contract/users'
import { getCreditDisplay } from '../credits'

/** Monthly credits: available/allocated and the share left. */
export function CreditsSummary({ credits }: { credits: Credits | undefined }) {
  const { available, allocated, percent } = getCreditDisplay(credits)
  return (
    <div className="space-y-1.5 px-2 py-1.5">
      <div className="flex items-center justify-between text-sm">
        <span>Credits</span>
        <span className="tabular-nums">
          {available}/{allocated}
        </span>
      </div>
      <Progress value={percent} aria-label="Credits available" />
      <p className="text-muted-foreground text-xs">
        {percent}% left · renews monthly
      </p>
    </div>
  )
}
