import type { UserProfile } from '@kiln/contract/users'
import type { Workspace } from '@kiln/contract/workspaces'

/** An unsigned JWT with the given payload; enough for client decoding. */
export function makeJwt(payload: Record<string, unknown>) {
  const encode = (value: object) =>
    btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))
    )
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}.signature`
}

export const testUser = { userId: 'user-1', email: 'ada@example.com' }

export const testAccessToken = makeJwt({
  sub: testUser.userId,
  email: testUser.email,
  sid: 'session-1',
})

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: testUser.userId,
    email: testUser.email,
    name: null,
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    subscription: {
      currentPlan: 'free',
      currentCreditsPerCycle: 100,
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    },
    credits: {
      creditsAllocatedThisCycle: 100,
      creditsUsedThisCycle: 25,
      availableCredits: 75,
    },
    ...overrides,
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message }, requestId: 'req-1' }
}

/** A workspace as GET /workspaces lists it (default: the current personal one). */
export function makeWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'ws-personal',
    name: 'Personal',
    kind: 'personal',
    role: 'owner',
    current: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
