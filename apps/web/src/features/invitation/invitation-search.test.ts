import { describe, expect, it } from 'vitest'
import { invitationSearchSchema } from './invitation-search'

describe('invitationSearchSchema', () => {
  it('defaults view to dashboard', () => {
    expect(invitationSearchSchema.parse({})).toEqual({ view: 'dashboard' })
  })

  it.each(['dashboard', 'generate', 'manage', 'validate'])(
    'keeps the view %s',
    (view) => {
      expect(invitationSearchSchema.parse({ view }).view).toBe(view)
    }
  )

  it('falls back to dashboard for other values', () => {
    expect(invitationSearchSchema.parse({ view: 'admin' }).view).toBe(
      'dashboard'
    )
  })
})
