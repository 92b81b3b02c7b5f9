import { describe, expect, it } from 'vitest'
import { errorStatus } from './errors'

describe('errorStatus', () => {
  it('maps every code to a 4xx or 5xx status the API answers with', () => {
    for (const status of Object.values(errorStatus)) {
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(600)
    }
    expect(errorStatus.USR_NOT_FOUND_USER).toBe(404)
    expect(errorStatus.VALIDATION_FAILED).toBe(400)
    expect(errorStatus.INTERNAL).toBe(500)
  })
})
