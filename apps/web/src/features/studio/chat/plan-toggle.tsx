import { cn } from '@/lib/utils'
import type { PromptMode } from '@kiln/contract/build-estimate'
import { ListChecks } from 'lucide-react'

/** Plan mode on or off: the next message asks for a plan and writes no file. */
export function PlanToggle({
  mode,
  onChange,
}: {
  mode: PromptMode
  onChange: (mode: PromptMode) => void
}) {
  const isOn = mode === 'plan'
  return (
    <button
      type="button"
      aria-pressed={isOn}
      title="Plan mode: the model answers with a plan (what changes, which files, questions) and writes no file. Plans are free."
      onClick={() => onChange(isOn ? 'build' : 'plan')}
      className={cn(
        'focus-visible:ring-ring/50 inline-flex h-8 items-center gap-1 rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px]',
        isOn
          ? 'border-primary bg-primary/10 text-foreground'
          : 'text-muted-foreground hover:text-foreground'
      )}
    >
      <ListChecks className="size-4" aria-hidden />
      Plan
    </button>
  )
}
