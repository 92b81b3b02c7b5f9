import { errorBody } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const TOKEN = 'a'.repeat(43)

describe('e-mail link pages', () => {
  it('offers "Forgot password?" on the login page when the server sends e-mail', async () => {
    server.use(
      http.get('/api/auth/config', () =>
        HttpResponse.json({ oidcEnabled: false, emailEnabled: true })
      )
    )
    renderApp('/login')
    const link = await screen.findByRole('link', { name: 'Forgot password?' })
    expect(link).toHaveAttribute('href', '/reset-password')
  })

  it('asks for a reset link and shows the server answer', async () => {
    let sent: unknown
    server.use(
      http.post('/api/auth/password-reset', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { message: 'If an account with this e-mail exists, we sent a link.' },
          { status: 202 }
        )
      })
    )
    renderApp('/reset-password')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account with this e-mail exists'
    )
    expect(sent).toEqual({ email: 'ada@example.com' })
  })

  it('sets the new password with the token of the link and clears it from the address', async () => {
    let sent: unknown
    server.use(
      http.post('/api/auth/password-reset/confirm', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Your password is changed.' })
      })
    )
    const { router } = renderApp(`/reset-password#token=${TOKEN}`)
    await waitFor(() => expect(router.state.location.hash).toBe(''))
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(
      await screen.findByText('Password must be at least 8 characters.')
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a new password')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed.'
    )
    expect(sent).toEqual({ token: TOKEN, newPassword: 'a new password' })
  })

  it('confirms the e-mail with one call and says so', async () => {
    let calls = 0
    server.use(
      http.post('/api/auth/verify-email', () => {
        calls++
        return calls === 1
          ? HttpResponse.json({ message: 'Your e-mail address is confirmed.' })
          : HttpResponse.json(
              errorBody(
                'BAD_REQUEST',
                'This link has expired or was already used.'
              ),
              { status: 400 }
            )
      })
    )
    renderApp(`/verify-email#token=${TOKEN}`)
    expect(
      await screen.findByText('Your e-mail address is confirmed.')
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'E-mail confirmed' })
    ).toBeInTheDocument()
    expect(calls).toBe(1)
  })
})
