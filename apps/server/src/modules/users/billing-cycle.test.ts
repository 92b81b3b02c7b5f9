import { describe, expect, it } from 'vitest'
import { addMonths, creditsPerCycle, periodAt } from './billing-cycle'

const utc = (iso: string) => new Date(iso)

describe('billing cycle', () => {
  it('adds calendar months and clamps to the end of short months', () => {
    expect(addMonths(utc('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z'
    )
    expect(addMonths(utc('2024-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z'
    )
    expect(addMonths(utc('2026-11-15T00:00:00Z'), 2).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z'
    )
  })

  it('finds the cycle holding now, counted from the anchor without drift', () => {
    const anchor = utc('2026-01-31T12:00:00Z')
    expect(periodAt(anchor, utc('2026-03-30T12:00:00Z'))).toEqual({
      start: utc('2026-02-28T12:00:00Z'),
      end: utc('2026-03-31T12:00:00Z'),
    })
    expect(periodAt(anchor, utc('2026-03-31T12:00:00Z'))).toEqual({
      start: utc('2026-03-31T12:00:00Z'),
      end: utc('2026-04-30T12:00:00Z'),
    })
    expect(periodAt(anchor, utc('2026-01-31T12:00:00Z')).start).toEqual(anchor)
  })

  it('gives 100 credits to free, 2000 to pro, free to unknown plans', () => {
    expect(creditsPerCycle('free')).toBe(100)
    expect(creditsPerCycle('pro')).toBe(2000)
    expect(creditsPerCycle('hobby')).toBe(100)
  })
})
