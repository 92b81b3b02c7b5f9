import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { session } from '@/lib/session'
import { useState } from 'react'
import { useHealth } from './api/get-health'

function ThrowDuringRender(): never {
  throw new Error('Simulated rendering error from /test-route')
}

/** Client health: API reachable, signed in, and a way to test the error screen. */
export function TestRoutePage() {
  const health = useHealth()
  const [shouldThrow, setShouldThrow] = useState(false)
  const apiStatus = health.isPending
    ? 'Checking...'
    : health.isError
      ? `Unreachable (${getErrorMessage(health.error)})`
      : `Reachable (version ${health.data.version}, ${health.data.database})`

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Client health</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">API</dt>
        <dd>{apiStatus}</dd>
        <dt className="text-muted-foreground">Signed in</dt>
        <dd>{session.isSignedIn() ? 'Yes' : 'No'}</dd>
      </dl>
      <div className="max-w-sm space-y-2">
        <Label htmlFor="test-note">Note</Label>
        <Input id="test-note" name="note" placeholder="Type something" />
      </div>
      <Button variant="destructive" onClick={() => setShouldThrow(true)}>
        Simulate a rendering error
      </Button>
      {shouldThrow && <ThrowDuringRender />}
    </section>
  )
}
