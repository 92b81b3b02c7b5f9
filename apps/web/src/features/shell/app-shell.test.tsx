import { tokenStore } from '@/lib/api'
import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

async function openUserMenu() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'User menu' }))
  return user
}

describe('app shell', () => {
  it('has the product name, New Project and the empty project list', async () => {
    signIn()
    renderApp('/home')
    expect(
      await screen.findByRole('link', { name: 'New Project' })
    ).toHaveAttribute('href', '/home')
    expect(screen.getByText('Kiln')).toBeInTheDocument()
    expect(await screen.findByText('No recent projects')).toBeInTheDocument()
  })

  it('shows a free plan with credits and Upgrade to Pro', async () => {
    signIn()
    renderApp('/home')
    await openUserMenu()
    expect(await screen.findByText('75/100')).toBeInTheDocument()
    expect(screen.getByText(/75% left/)).toBeInTheDocument()
    expect(
      screen.getByRole('menuitem', { name: 'Upgrade to Pro' })
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('menuitem', { name: 'Manage Plan' })
    ).not.toBeInTheDocument()
  })

  it('shows a Pro badge and Manage Plan for pro users', async () => {
    server.use(
      http.get('/api/users/:userId/profile', () =>
        HttpResponse.json({
          success: true,
          user: makeProfile({
            subscription: { ...makeProfile().subscription, currentPlan: 'pro' },
          }),
        })
      )
    )
    signIn()
    renderApp('/home')
    await openUserMenu()
    expect(
      await screen.findByRole('menuitem', { name: 'Manage Plan' })
    ).toBeInTheDocument()
    expect(screen.getAllByText('Pro').length).toBeGreaterThan(0)
  })

  it('signs out: "Signing out..." while the call runs, then /login', async () => {
    let release: () => void = () => {}
    server.use(
      http.get('/api/auth/logout', async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return HttpResponse.json({
          body: JSON.stringify({ redirectUrl: `${location.origin}/login` }),
        })
      })
    )
    signIn()
    const { router } = renderApp('/home')
    const user = await openUserMenu()
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    const item = await screen.findByRole('menuitem', { name: 'Signing out...' })
    expect(item).toHaveAttribute('aria-disabled', 'true')
    release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(tokenStore.getTokens()).toBeNull()
  })

  it('signs out without asking for the project list once signed out', async () => {
    const unauthenticated: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (!request.headers.get('authorization'))
        unauthenticated.push(new URL(request.url).pathname)
    })
    server.use(
      http.get('/api/auth/logout', () =>
        HttpResponse.json({
          body: JSON.stringify({ redirectUrl: `${location.origin}/login` }),
        })
      )
    )
    signIn()
    const { router } = renderApp('/home')
    const user = await openUserMenu()
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // Let any request the sign-out set off start.
    await new Promise((resolve) => setTimeout(resolve, 50))
    server.events.removeAllListeners('request:start')
    expect(
      unauthenticated.filter((p) => p.startsWith('/api/new_build'))
    ).toEqual([])
  })

  it('clears local auth even when the logout call fails', async () => {
    server.use(
      http.get(
        '/api/auth/logout',
        () => new HttpResponse(null, { status: 500 })
      )
    )
    signIn()
    const { router } = renderApp('/home')
    const user = await openUserMenu()
    const consoleError = console.error
    console.error = () => {}
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    console.error = consoleError
    expect(tokenStore.getTokens()).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('switches the theme and stores it', async () => {
    signIn()
    renderApp('/home')
    const user = await openUserMenu()
    screen.getByRole('menuitem', { name: 'Theme' }).focus()
    await user.keyboard('{ArrowRight}')
    const light = await screen.findByRole('menuitemradio', { name: 'Light' })
    await waitFor(() => expect(light).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  it('goes to /login when a call stays unauthorized after a failed refresh', async () => {
    server.use(
      http.get(
        '/api/users/:userId/profile',
        () => new HttpResponse(null, { status: 401 })
      ),
      http.post(
        '/api/refresh-token',
        () => new HttpResponse(null, { status: 401 })
      )
    )
    const warn = console.warn
    console.warn = () => {}
    signIn()
    const { router } = renderApp('/home')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    console.warn = warn
    expect(tokenStore.getTokens()).toBeNull()
    expect(sessionStorage.getItem('returnUrl')).toBe('/home')
  })
})
