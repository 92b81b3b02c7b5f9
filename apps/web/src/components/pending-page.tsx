import { LoaderCircle } from 'lucide-react'

export function PendingPage() {
  return (
    <div
      role="status"
      className="text-muted-foreground flex min-h-[40vh] items-center justify-center"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span className="sr-only">Loading...</span>
    </div>
  )
}
