import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenStore } from '../api'
import { reportRenderError, setRenderErrorReporter } from '../error-reporting'
import { stopAnalytics } from './analytics'
import { connectAnalytics } from './connect-analytics'

const fakeClient = () => ({
  identify: vi.fn(),
  capture: vi.fn(),
  reset: vi.fn(),
})

describe('connectAnalytics', () => {
  afterEach(() => {
    stopAnalytics()
    setRenderErrorReporter(() => {})
  })

  it('loads nothing without a key', () => {
    const load = vi.fn(async () => fakeClient())
    connectAnalytics({ key: undefined }, load)
    reportRenderError(new Error('boom'))
    expect(load).not.toHaveBeenCalled()
  })

  it('sends a rendering error as system_react_error', async () => {
    const client = fakeClient()
    connectAnalytics({ key: 'phc_test' }, async () => client)
    const error = new Error('boom')
    reportRenderError(error)
    await vi.waitFor(() => expect(client.capture).toHaveBeenCalled())
    const user = tokenStore.getAccessToken() ? expect.anything() : null
    expect(client.capture).toHaveBeenCalledWith('system_react_error', {
      source: 'errorBoundary',
      errorMessage: 'boom',
      stack: error.stack,
      componentStack: '',
      userId: user,
      userEmail: user,
      environment: 'production',
      webCommit: '',
    })
  })
})
