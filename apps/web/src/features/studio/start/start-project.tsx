import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NoProjectOpen, StudioPending } from '../components/studio-note'
import { ConfirmStart } from './confirm-start'
import type { StartRequest } from './start-request'
import { useStartProject } from './use-start-project'

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
  if (isError) return <NoProjectOpen />
  if (isIdle && !isConfirmed) {
    return <ConfirmStart request={request} onConfirm={start} />
  }
  return <StudioPending />
}
