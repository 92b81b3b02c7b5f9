import { Button } from '@/components/ui/button'
import { useRetryRoute } from '@/hooks/use-retry-route'
import { Link } from '@tanstack/react-router'
import { StudioNote } from './studio-note'

/** The /build-studio error component: the task or its project did not load. */
export function StudioError() {
  const retry = useRetryRoute()

  return (
    <StudioNote role="alert">
      This project could not be opened. It may have been deleted.{' '}
      <Button asChild variant="link" className="h-auto p-0">
        <Link to="/home">Start a new project</Link>
      </Button>{' '}
      <Button variant="link" className="h-auto p-0" onClick={retry}>
        Retry
      </Button>
    </StudioNote>
  )
}
