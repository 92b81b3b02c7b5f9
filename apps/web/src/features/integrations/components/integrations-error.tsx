import { UnexpectedDataError } from '@/api/integrations/read-results'
import { Button } from '@/components/ui/button'
import { useRetryRoute } from '@/hooks/use-retry-route'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'

function describe(error: unknown) {
  if (error instanceof UnexpectedDataError) {
    return `The server sent an unexpected answer (${error.message}).`
  }
  if (error instanceof Error && error.message === 'Unauthorized') {
    return 'Authentication failed while loading your integrations. Please sign in again.'
  }
  return 'Your MCP servers and APIs could not be loaded.'
}

/** The /integrations error component: what failed, and Retry. */
export function IntegrationsError({ error }: ErrorComponentProps) {
  const retry = useRetryRoute()

  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <TriangleAlert className="text-destructive size-6" aria-hidden />
      <h1 className="text-lg font-semibold">Failed to load integrations</h1>
      <p className="text-muted-foreground max-w-md text-sm">
        {describe(error)}
      </p>
      <Button onClick={retry}>Retry</Button>
    </div>
  )
}
