import { peekFlashMessage } from '@/lib/flash-message'
import { server } from '@/testing/msw-server'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { requireAllowList } from './invitation-access'
import { INVITATION_ACCESS_MESSAGES } from './invitation-messages'

const args = (email: string | undefined) => ({
  context: {
    session: {
      isSignedIn: () => true,
      getUser: () => (email ? { userId: 'u1', email } : null),
    },
    queryClient: new QueryClient(),
  },
})

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  return undefined
}

describe('invitation allow-list guard', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('lets an allow-listed e-mail through', async () => {
    server.use(
      http.post('/api/salelist/validate', () =>
        HttpResponse.json({ valid: true })
      )
    )
    await expect(requireAllowList(args('a@kiln.test'))).resolves.toBeUndefined()
    expect(peekFlashMessage()).toBeNull()
  })

  it.each([
    ['not allowed', 200, INVITATION_ACCESS_MESSAGES.notAllowed],
    ['failing', 500, INVITATION_ACCESS_MESSAGES.failed],
  ])('sends a %s user to /home with the message', async (_, status, text) => {
    server.use(
      http.post('/api/salelist/validate', () =>
        HttpResponse.json({ valid: false }, { status })
      )
    )
    const thrown = await thrownBy(requireAllowList(args('b@kiln.test')))
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { to: string } }).options.to).toBe('/home')
    expect(peekFlashMessage()).toBe(text)
  })

  it('asks to log in again when the token has no e-mail', async () => {
    const thrown = await thrownBy(requireAllowList(args(undefined)))
    expect(isRedirect(thrown)).toBe(true)
    expect(peekFlashMessage()).toBe(INVITATION_ACCESS_MESSAGES.noEmail)
  })

  it('checks nothing on preload', async () => {
    await expect(
      requireAllowList({ ...args(undefined), preload: true })
    ).resolves.toBeUndefined()
    expect(peekFlashMessage()).toBeNull()
  })
})
