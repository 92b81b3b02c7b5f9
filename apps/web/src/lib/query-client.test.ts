import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { retryDelay, shouldRetry } from './query-client'

const apiError = (status: number) =>
  new ApiError({ status, statusText: '', data: null, headers: new Headers() })

describe('query retries', () => {
  it('retries 3 times, but never 4xx answers or a lost session', () => {
    expect(shouldRetry(0, apiError(500))).toBe(true)
    expect(shouldRetry(2, new Error('network'))).toBe(true)
    expect(shouldRetry(3, apiError(503))).toBe(false)
    expect(shouldRetry(0, apiError(404))).toBe(false)
    expect(shouldRetry(0, new Error('Unauthorized'))).toBe(false)
  })

  it('backs off from 1 s, doubling, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })
})
