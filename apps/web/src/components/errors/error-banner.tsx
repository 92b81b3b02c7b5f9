import { Button } from '@/components/ui/button'
import { TriangleAlert } from 'lucide-react'

/**
 * The collapsed form of the error screen: a banner at the top that takes its
 * own room (sticky, in the flow) so it never hides the page's first lines.
 */
export function ErrorBanner({
  message,
  onDetails,
}: {
  message: string
  onDetails: () => void
}) {
  return (
    <div
      role="alert"
      className="border-destructive/40 sticky top-0 z-[100] flex items-center gap-3 border-b bg-[color-mix(in_oklab,var(--destructive)_18%,var(--background))] px-4 py-2 text-sm shadow-md"
    >
      <TriangleAlert className="text-destructive size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-semibold">Page is not working</span>
        <span className="text-muted-foreground"> — {message}</span>
      </p>
      <Button size="sm" variant="outline" onClick={onDetails}>
        Details
      </Button>
    </div>
  )
}
