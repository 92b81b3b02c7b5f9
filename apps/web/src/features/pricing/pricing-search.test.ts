import { describe, expect, it } from 'vitest'
import { pricingSearchSchema } from './pricing-search'

describe('pricingSearchSchema', () => {
  it('keeps string values', () => {
    expect(
      pricingSearchSchema.parse({ success: 'true', canceled: '1', plan: 'pro' })
    ).toEqual({ success: 'true', canceled: '1', plan: 'pro' })
  })

  it('ignores values that are not strings', () => {
    expect(
      pricingSearchSchema.parse({ success: true, canceled: 1, plan: ['pro'] })
    ).toEqual({ success: undefined, canceled: undefined, plan: undefined })
  })
})
