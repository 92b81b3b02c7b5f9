import { Button } from '@/components/ui/button'
import { Link } from '@tanstack/react-router'

/** A one-line message in the middle of the studio (loading, nothing open). */
export function StudioNote({
  role,
  children,
}: {
  role?: 'status' | 'alert'
  children: React.ReactNode
}) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <p role={role} className="text-muted-foreground text-center text-sm">
        {children}
      </p>
    </div>
  )
}

/** The studio's pending component, also shown while a project starts. */
export function StudioPending() {
  return <StudioNote role="status">Loading the studio...</StudioNote>
}

export function NoProjectOpen() {
  return (
    <StudioNote>
      No project is open.{' '}
      <Button asChild variant="link" className="h-auto p-0">
        <Link to="/home">Start a new project</Link>
      </Button>
    </StudioNote>
  )
}
