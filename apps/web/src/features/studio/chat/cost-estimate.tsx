import { estimateQueryOptions } from '@/api/build-tasks/estimate-build'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import type { PromptMode } from '@kiln/contract/build-estimate'
import { useQuery } from '@tanstack/react-query'

/** Credits as the prompt box says them: "Free", "about 1 credit", "about 3 credits". */
export function estimateText(credits: number) {
  if (credits === 0) return 'Free'
  return `about ${credits} credit${credits === 1 ? '' : 's'}`
}

/**
 * What sending the draft would cost, from POST /build_project/estimate
 * (the server's formula): asked once the draft stops changing.
 */
export function CostEstimate({
  projectId,
  prompt,
  model,
  mode,
}: {
  projectId: string
  prompt: string
  model: string
  mode: PromptMode
}) {
  const settled = useDebouncedValue(prompt.trim(), 400)
  const estimate = useQuery(
    estimateQueryOptions({ projectId, prompt: settled, model, mode })
  )
  if (!settled || !estimate.data) return null
  return (
    <p
      aria-live="polite"
      title={estimate.data.basis}
      className="text-muted-foreground text-xs whitespace-nowrap"
    >
      Estimated cost: {estimateText(estimate.data.credits)}
    </p>
  )
}
