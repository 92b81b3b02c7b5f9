import { RETURN_URL_KEY } from '@/lib/auth/return-url'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
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

  it('drops default and invalid studio search values from the URL', async () => {
    signIn()
    const { router } = renderApp(
      '/build-studio?tab=meta_info&view=preview&taskId=t1'
    )
    expect(
      await screen.findByRole('heading', { name: 'Studio' })
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.href).toBe('/build-studio?taskId=t1')
    )
  })

  it('collapses the sidebar in the studio by default', async () => {
    signIn()
    renderApp('/build-studio')
    await screen.findByRole('heading', { name: 'Studio' })
    expect(
      screen.getByRole('complementary', { name: 'Sidebar' })
    ).toHaveAttribute('data-collapsed', 'true')
  })

  it('shows the error screen for a rendering error on /test-route', async () => {
    signIn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/test-route')
    expect(
      await screen.findByText(/Reachable \(version 0\.1\.0/)
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
