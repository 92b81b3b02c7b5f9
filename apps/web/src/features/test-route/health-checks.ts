import { getHealth, getPreviewHealthUrl } from '@/api/health/get-health'
import { getProfile } from '@/api/users/get-profile'
import { session } from '@/lib/session'
import { queryOptions, useQueries } from '@tanstack/react-query'

export type CheckResult = { detail: string; latencyMs: number }

async function timed(run: () => Promise<string>): Promise<CheckResult> {
  const started = performance.now()
  const detail = await run()
  return { detail, latencyMs: Math.round(performance.now() - started) }
}

async function checkPreviewOrigin() {
  const { url } = await getPreviewHealthUrl()
  return timed(async () => {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return new URL(url).origin
  })
}

const check = (name: string, run: () => Promise<CheckResult>) =>
  queryOptions({
    queryKey: ['client-health', name] as const,
    queryFn: run,
    retry: false,
    gcTime: 0,
    meta: { errorToast: false },
  })

/** The three checks of /test-route, each with ok/failed and its latency. */
export const HEALTH_CHECKS = [
  {
    label: 'API reachable',
    options: check('api', () =>
      timed(async () => {
        const health = await getHealth()
        return `version ${health.version}, ${health.database}`
      })
    ),
  },
  {
    label: 'Signed in',
    options: check('profile', () =>
      timed(async () => {
        const user = session.getUser()
        if (!user) throw new Error('No session')
        const profile = await getProfile(user)
        return profile.email
      })
    ),
  },
  {
    label: 'Preview origin reachable',
    options: check('preview', checkPreviewOrigin),
  },
]

export function useHealthChecks() {
  return useQueries({ queries: HEALTH_CHECKS.map((c) => c.options) })
}
