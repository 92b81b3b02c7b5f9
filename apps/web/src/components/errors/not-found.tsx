import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Not Found</h1>
      <p className="text-muted-foreground">There is no page at this address.</p>
      <Link to="/" className="text-primary underline-offset-4 hover:underline">
        Go to the start page
      </Link>
    </div>
  )
}
