import { describe, expect, it } from 'vitest'
import { getCreditDisplay } from './credits'

const credits = (allocated: number, used: number, available?: number) => ({
  creditsAllocatedThisCycle: allocated,
  creditsUsedThisCycle: used,
  availableCredits: available,
})

describe('getCreditDisplay', () => {
  it('shows available/allocated with the percentage left', () => {
    expect(getCreditDisplay(credits(100, 25, 75))).toEqual({
      available: 75,
      allocated: 100,
      percent: 75,
    })
  })

  it('defaults available to allocated minus used', () => {
    expect(getCreditDisplay(credits(200, 50)).available).toBe(150)
  })

  it('clamps available to 0..allocated', () => {
    expect(getCreditDisplay(credits(100, 0, 250)).available).toBe(100)
    expect(getCreditDisplay(credits(100, 130)).available).toBe(0)
  })

  it('rounds available up', () => {
    expect(getCreditDisplay(credits(100, 0, 12.2)).available).toBe(13)
  })

  it('shows 0/0 without a profile', () => {
    expect(getCreditDisplay(undefined)).toEqual({
      available: 0,
      allocated: 0,
      percent: 0,
    })
  })
})
