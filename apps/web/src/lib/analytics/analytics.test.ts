import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  captureEvent,
  identifyUser,
  isAnalyticsOn,
  startAnalytics,
  stopAnalytics,
} from './analytics'

function fakeClient() {
  return { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
}

describe('analytics', () => {
  afterEach(() => stopAnalytics())

  it('loads nothing and sends nothing without a key', async () => {
    const load = vi.fn(async () => fakeClient())
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(startAnalytics({ key: '' }, load)).toBe(false)
    expect(
      startAnalytics({ key: '  ', host: 'https://ph.example' }, load)
    ).toBe(false)
    expect(startAnalytics({}, load)).toBe(false)
    identifyUser({ userId: 'u1', email: 'ada@gmail.com' })
    captureEvent('system_react_error', {})
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    expect(isAnalyticsOn()).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('identifies with the e-mail, its domain and user type once a key is set', async () => {
    const client = fakeClient()
    const load = vi.fn(async () => client)
    expect(startAnalytics({ key: 'phc_test' }, load)).toBe(true)
    expect(load).toHaveBeenCalledWith({ key: 'phc_test' })
    identifyUser({ userId: 'u1', email: 'ada@yahoo.co.uk' })
    identifyUser({ userId: 'u2', email: 'bob@acme.io' })
    await vi.waitFor(() => expect(client.identify).toHaveBeenCalledTimes(2))
    expect(client.identify).toHaveBeenNthCalledWith(1, 'u1', {
      email: 'ada@yahoo.co.uk',
      email_domain: 'yahoo.co.uk',
      user_type: 'personal',
    })
    expect(client.identify).toHaveBeenNthCalledWith(2, 'u2', {
      email: 'bob@acme.io',
      email_domain: 'acme.io',
      user_type: 'business',
    })
  })

  it('identifies an invalid e-mail without domain or type', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = fakeClient()
    startAnalytics({ key: 'phc_test' }, async () => client)
    identifyUser({ userId: 'u3', email: 'not-an-email' })
    await vi.waitFor(() =>
      expect(client.identify).toHaveBeenCalledWith('u3', {
        email: 'not-an-email',
      })
    )
  })
})
