import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  requireInvitationChildAccess,
  requireInvitationIndexAccess,
} from './invitation-access'

const context = (signedIn: boolean) => ({
  context: { session: { isSignedIn: () => signedIn } },
})

describe('invitation access', () => {
  it('index throws "Authentication required" when signed out', () => {
    expect(() => requireInvitationIndexAccess(context(false))).toThrow(
      'Authentication required'
    )
    expect(() => requireInvitationIndexAccess(context(true))).not.toThrow()
  })

  it('children redirect to /invitation when signed out', () => {
    let thrown: unknown
    try {
      requireInvitationChildAccess(context(false))
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { to: string } }).options.to).toBe(
      '/invitation'
    )
    expect(() => requireInvitationChildAccess(context(true))).not.toThrow()
  })
})
