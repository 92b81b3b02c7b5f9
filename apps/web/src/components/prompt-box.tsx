import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { ArrowUp, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

type PromptBoxProps = {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  isPending?: boolean
  label: string
  placeholder?: string
  /** Controls shown in the bottom bar next to the send button. */
  toolbar?: ReactNode
  className?: string
}

/** A prompt textarea: Enter sends, Shift+Enter starts a new line. */
export function PromptBox({
  value,
  onChange,
  onSubmit,
  isPending = false,
  label,
  placeholder,
  toolbar,
  className,
}: PromptBoxProps) {
  const canSend = value.trim().length > 0 && !isPending
  return (
    <form
      className={cn(
        'bg-card focus-within:ring-ring/50 rounded-xl border shadow-sm focus-within:ring-[3px]',
        className
      )}
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSubmit()
      }}
    >
      <textarea
        aria-label={label}
        value={value}
        placeholder={placeholder}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          const isComposing = event.nativeEvent.isComposing
          if (event.key === 'Enter' && !event.shiftKey && !isComposing) {
            event.preventDefault()
            if (canSend) onSubmit()
          }
        }}
        className="placeholder:text-muted-foreground block max-h-60 min-h-20 w-full resize-none bg-transparent px-4 pt-3 text-sm outline-none"
      />
      <div className="flex flex-wrap items-center gap-2 px-3 pb-3">
        {toolbar}
        <Button
          type="submit"
          size="icon"
          className="ml-auto rounded-full"
          disabled={!canSend}
          aria-label="Send prompt"
        >
          {isPending ? <LoaderCircle className="animate-spin" /> : <ArrowUp />}
        </Button>
      </div>
    </form>
  )
}
