import { Button } from '@/components/ui/button'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { StartRequest } from '../start-request'
import { useStartProject } from '../use-start-project'
import { ConfirmStart } from './confirm-start'
import { StudioNote } from './studio-note'

/**
 * Starts what a studio link asks for. Only Kiln's own buttons (history
 * state `confirmedStart`) start at once; a link from anywhere else waits
 * for the click on its confirmation, so no site can spend a user's
 * credits by sending them here.
 */
export function StartProject({ request }: { request: StartRequest }) {
  const isConfirmed = useLocation({
    select: (location) => location.state.confirmedStart === true,
  })
  const { start, isIdle, isError } = useStartProject(request)

  useEffect(() => {
    if (isConfirmed) start()
  }, [isConfirmed, start])

  // A refused start has toasted its reason.
  if (isError) {
    return (
      <StudioNote>
        No project is open.{' '}
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/home">Start a new project</Link>
        </Button>
      </StudioNote>
    )
  }
  if (isIdle && !isConfirmed) {
    return <ConfirmStart request={request} onConfirm={start} />
  }
  return <StudioNote role="status">Loading the studio...</StudioNote>
}
