import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { Hammer } from 'lucide-react'
import { useId, useState } from 'react'

/**
 * A plan-mode answer: the plan, which the user may edit, and "Build this
 * plan", which sends the (edited) plan as a normal build's prompt.
 */
export function ProposalMessage({
  message,
  onBuild,
  canBuild,
}: {
  message: ThreadMessage
  onBuild?: (plan: string) => void
  canBuild: boolean
}) {
  const [plan, setPlan] = useState(message.content)
  const id = useId()
  return (
    <div className="bg-muted max-w-[95%] space-y-2 rounded-lg p-3 text-sm">
      <label
        htmlFor={id}
        className="text-muted-foreground block text-xs font-medium"
      >
        Proposed plan (edit it before building)
      </label>
      <Textarea
        id={id}
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        className="bg-background max-h-80 text-sm"
      />
      {onBuild && (
        <Button
          size="sm"
          disabled={!canBuild || plan.trim() === ''}
          onClick={() => onBuild(plan.trim())}
        >
          <Hammer />
          Build this plan
        </Button>
      )}
    </div>
  )
}
