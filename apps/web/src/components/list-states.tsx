import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'

/** What a list shows while it loads (announced to screen readers). */
export function ListLoading({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <p
      role="status"
      className={cn(
        'text-muted-foreground flex items-center gap-2 py-2 text-sm',
        className
      )}
    >
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {children}
    </p>
  )
}

/** What a list shows when it could not load, with a way to try again. */
export function ListError({
  children,
  onRetry,
  className,
}: {
  children: ReactNode
  onRetry?: () => void
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3 py-2', className)}>
      <p role="alert" className="text-destructive text-sm">
        {children}
      </p>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  )
}

/** What a list shows when it has nothing in it. */
export function ListEmpty({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <p className={cn('text-muted-foreground py-2 text-sm', className)}>
      {children}
    </p>
  )
}
