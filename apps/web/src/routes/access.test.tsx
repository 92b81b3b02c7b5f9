import { RETURN_URL_KEY } from '@/lib/auth/return-url'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

describe('access rules', () => {
  it('shows the landing page at / when signed out', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', {
        name: 'Describe an app. Kiln builds it.',
      })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Sign up/ })[0]).toHaveAttribute(
      'href',
      '/signup'
    )
  })

  it('redirects / to /home when signed in', async () => {
    signIn()
    const { router } = renderApp('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(
      await screen.findByRole('link', { name: 'New Project' })
    ).toBeInTheDocument()
  })

  it.each(['/integrations?x=1', '/share?link=abc', '/invitation/redeem'])(
    'sends %s to /login when signed out and remembers it',
    async (path) => {
      const { router } = renderApp(path)
      expect(
        await screen.findByRole('button', { name: 'Log in' })
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(sessionStorage.getItem(RETURN_URL_KEY)).toBe(path)
    }
  )

  it('shows Not Found for unknown routes', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByText('Not Found')).toBeInTheDocument()
  })

  it.each([
    ['/build-studio?tab=meta_info&view=preview', '/build-studio'],
    ['/build-studio?tab=code', '/build-studio?tab=code'],
    ['/invitation?view=dashboard', '/invitation'],
    ['/invitation?view=bogus', '/invitation'],
  ])('keeps default search values out of the URL: %s', async (from, to) => {
    signIn()
    const { router } = renderApp(from)
    await screen.findByRole('complementary', { name: 'Sidebar' })
    await waitFor(() => expect(router.state.location.href).toBe(to))
  })

  it('collapses the sidebar in the studio by default', async () => {
    signIn()
    renderApp('/build-studio')
    expect(
      await screen.findByRole('complementary', { name: 'Sidebar' })
    ).toHaveAttribute('data-collapsed', 'true')
    await userEvent.hover(screen.getByRole('link', { name: 'New Project' }))
    expect(
      await screen.findByRole('tooltip', { name: 'New Project' })
    ).toBeInTheDocument()
  })

  it('toggles the sidebar elsewhere', async () => {
    signIn()
    renderApp('/home')
    const sidebar = await screen.findByRole('complementary', {
      name: 'Sidebar',
    })
    expect(sidebar).toHaveAttribute('data-collapsed', 'false')
    await userEvent.click(
      screen.getByRole('button', { name: 'Collapse sidebar' })
    )
    expect(sidebar).toHaveAttribute('data-collapsed', 'true')
    await userEvent.click(
      screen.getByRole('button', { name: 'Expand sidebar' })
    )
    expect(sidebar).toHaveAttribute('data-collapsed', 'false')
  })

  it('shows the error screen for a rendering error on /test-route', async () => {
    signIn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/test-route')
    expect(
      await screen.findByText(/^OK in \d+ ms \(version 0\.1\.0/)
    ).toBeInTheDocument()
    screen.getByRole('button', { name: 'Simulate a rendering error' }).click()
    expect(
      await screen.findByRole('alertdialog', { name: 'Something went wrong' })
    ).toBeInTheDocument()
    expect(screen.getByTestId('error-snapshot')).toHaveTextContent(
      'Client health'
    )
  })
})
