import { tokenStore } from '@/lib/api'
import { RETURN_URL_KEY } from '@/lib/auth/return-url'
import { errorBody, testAccessToken } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const tokens = {
  accessToken: testAccessToken,
  refreshToken: 'r1',
  expiresIn: 3600,
}

async function fillAndSubmit(email: string, password: string, button: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: button }))
}

describe('log in', () => {
  it('goes back to the remembered page after signing in, once', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(tokens)))
    const { router } = renderApp('/integrations')
    await fillAndSubmit('ada@example.com', 'correct horse', 'Log in')
    expect(
      await screen.findByRole('heading', { name: 'Integrations' })
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/integrations')
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull()
    expect(tokenStore.getTokens()?.accessToken).toBe(testAccessToken)
  })

  it('goes to /home without a remembered page', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(tokens)))
    const { router } = renderApp('/login')
    await fillAndSubmit('ada@example.com', 'correct horse', 'Log in')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('shows the server message in the form', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          errorBody('INVALID_CREDENTIALS', 'Wrong e-mail or password.'),
          {
            status: 401,
          }
        )
      )
    )
    renderApp('/login')
    await fillAndSubmit('ada@example.com', 'nope', 'Log in')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong e-mail or password.'
    )
    expect(tokenStore.getTokens()).toBeNull()
  })

  it('checks fields before sending anything', async () => {
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(
      await screen.findByText('Please enter a valid e-mail address.')
    ).toBeInTheDocument()
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'aria-invalid',
      'true'
    )
  })

  it('offers OIDC when the server enables it', async () => {
    server.use(
      http.get('/api/auth/config', () =>
        HttpResponse.json({ oidcEnabled: true, oidcName: 'Acme SSO' })
      )
    )
    renderApp('/login')
    expect(
      await screen.findByRole('button', { name: 'Continue with Acme SSO' })
    ).toBeInTheDocument()
  })

  it('shows why single sign-on could not start', async () => {
    server.use(
      http.get('/api/auth/config', () =>
        HttpResponse.json({ oidcEnabled: true, oidcName: 'Acme SSO' })
      ),
      http.get('/api/auth/oidc/start', () =>
        HttpResponse.json(
          errorBody(
            'SERVICE_UNAVAILABLE',
            'The sign-in provider did not answer.'
          ),
          { status: 503 }
        )
      )
    )
    renderApp('/login')
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Continue with Acme SSO' })
      )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in provider did not answer.'
    )
  })

  it('logs in while the sign-in options cannot be read, offering nothing else', async () => {
    server.use(
      http.get('/api/auth/config', () => HttpResponse.error()),
      http.post('/api/auth/login', () => HttpResponse.json(tokens))
    )
    const { router } = renderApp('/login')
    await fillAndSubmit('ada@example.com', 'correct horse', 'Log in')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(screen.queryByText('Forgot password?')).not.toBeInTheDocument()
  })

  it('links to sign up', async () => {
    renderApp('/login')
    expect(
      await screen.findByRole('link', { name: 'Sign up' })
    ).toHaveAttribute('href', '/signup')
  })
})

describe('sign up', () => {
  it('creates the account and lands on /home', async () => {
    let body: unknown
    server.use(
      http.post('/api/auth/signup', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(tokens, { status: 201 })
      })
    )
    const { router } = renderApp('/signup')
    await fillAndSubmit('new@example.com', 'long enough', 'Sign up')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(body).toEqual({ email: 'new@example.com', password: 'long enough' })
  })

  it('offers OIDC when the server enables it', async () => {
    server.use(
      http.get('/api/auth/config', () =>
        HttpResponse.json({ oidcEnabled: true })
      )
    )
    renderApp('/signup')
    expect(
      await screen.findByRole('button', {
        name: 'Continue with single sign-on',
      })
    ).toBeInTheDocument()
  })

  it('asks for 8 characters', async () => {
    renderApp('/signup')
    await fillAndSubmit('new@example.com', 'short', 'Sign up')
    expect(
      await screen.findByText('Password must be at least 8 characters.')
    ).toBeInTheDocument()
  })
})

describe('OIDC callback', () => {
  it('trades code and state for tokens and goes home', async () => {
    let body: unknown
    server.use(
      http.post('/api/auth/oidc/callback', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(tokens)
      })
    )
    const { router } = renderApp('/login-auth?code=c1&state=s1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(body).toEqual({ code: 'c1', state: 's1' })
  })

  it('shows the error with a link to /login', async () => {
    server.use(
      http.post('/api/auth/oidc/callback', () =>
        HttpResponse.json(
          errorBody('BAD_REQUEST', 'The sign-in state expired.'),
          {
            status: 400,
          }
        )
      )
    )
    renderApp('/login-auth?code=c1&state=s1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in state expired.'
    )
    expect(
      screen.getByRole('link', { name: 'Back to log in' })
    ).toHaveAttribute('href', '/login')
  })
})
