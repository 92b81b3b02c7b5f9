import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import {
  HEALTH_CHECKS,
  useHealthChecks,
  type CheckResult,
} from './health-checks'

function ThrowDuringRender(): never {
  throw new Error('Simulated rendering error from /test-route')
}

function statusOf(result: UseQueryResult<CheckResult>) {
  if (result.isPending) return 'Checking...'
  if (result.isError) return `Failed (${getErrorMessage(result.error)})`
  return `OK in ${result.data.latencyMs} ms (${result.data.detail})`
}

/** Client health: API, session and preview origin, and the error screen. */
export function TestRoutePage() {
  const results = useHealthChecks()
  const [shouldThrow, setShouldThrow] = useState(false)

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Client health</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {HEALTH_CHECKS.map((check, index) => (
          <div key={check.label} className="contents">
            <dt className="text-muted-foreground">{check.label}</dt>
            <dd data-testid={`check-${index}`}>{statusOf(results[index]!)}</dd>
          </div>
        ))}
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
