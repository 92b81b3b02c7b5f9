import { useAcceptInvitation } from '@/api/workspaces/switch-workspace'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-error'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * Where an invitation link lands (signed in): joins the workspace with the
 * invited role and opens it, or says why it cannot.
 */
export function WorkspaceInvitationPage() {
  const accept = useAcceptInvitation()
  // The token travels in the fragment (#token=…), never sent to a server log.
  const token = useLocation({
    select: (location) =>
      new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '',
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    accept.mutate(token)
  }, [accept, token])

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
      <h1 className="text-xl font-semibold">Workspace invitation</h1>
      {accept.isPending && <p>Joining the workspace...</p>}
      {accept.isSuccess && (
        <>
          <p>You joined {accept.data.name}.</p>
          <Button asChild>
            <Link to="/home">Open the workspace</Link>
          </Button>
        </>
      )}
      {accept.isError && (
        <p role="alert">
          {(isApiError(accept.error) && accept.error.userMessage) ||
            'The invitation could not be accepted.'}
        </p>
      )}
    </main>
  )
}
