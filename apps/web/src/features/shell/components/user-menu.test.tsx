import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

async function openUserMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'User menu' })
  )
  return screen.findByRole('menuitem', { name: 'Integrations' })
}

describe('user menu Admin link', () => {
  it('is hidden for non-admins', async () => {
    signIn()
    renderApp('/home')
    await openUserMenu()
    expect(
      screen.queryByRole('menuitem', { name: 'Admin' })
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('menuitem', { name: 'Admin overview' })
    ).not.toBeInTheDocument()
  })

  it('links admins to /admin/credits', async () => {
    server.use(
      http.get('/api/users/:userId/profile', () =>
        HttpResponse.json({
          success: true,
          user: makeProfile({ isAdmin: true }),
        })
      )
    )
    signIn()
    renderApp('/home')
    await openUserMenu()
    expect(
      await screen.findByRole('menuitem', { name: 'Admin' })
    ).toHaveAttribute('href', '/admin/credits')
    expect(
      screen.getByRole('menuitem', { name: 'Admin overview' })
    ).toHaveAttribute('href', '/admin/overview')
  })
})
