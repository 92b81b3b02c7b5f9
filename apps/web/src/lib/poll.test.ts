import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pollUntil } from './poll'

describe('pollUntil', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks every 80 ms until the value is truthy', async () => {
    const check = vi
      .fn<() => number>()
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(0)
      .mockReturnValue(42)
    const promise = pollUntil(check)
    await vi.advanceTimersByTimeAsync(79)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(80)
    await expect(promise).resolves.toBe(42)
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('gives up after 10000 ms by default', async () => {
    const check = vi.fn(async () => false)
    const promise = pollUntil(check)
    const assertion = expect(promise).rejects.toThrow(
      'timed out after 10000 ms'
    )
    await vi.advanceTimersByTimeAsync(10_000)
    await assertion
    expect(check.mock.calls.length).toBeGreaterThanOrEqual(120)
    expect(check.mock.calls.length).toBeLessThanOrEqual(126)
  })
})
