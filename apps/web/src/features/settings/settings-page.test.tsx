import { tokenStore } from '@/lib/api'
import { makeProfile, testUser } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { describeDevice } from './describe-device'

const account = {
  email: testUser.email,
  emailVerified: true,
  hasPassword: true,
  identities: [],
}
const sessions = [
  {
    id: 'session-1',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: '2026-11-24T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    current: true,
  },
  {
    id: 'session-2',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    createdAt: '2026-11-21T09:00:00.000Z',
    lastUsedAt: '2026-11-22T09:00:00.000Z',
    expiresAt: '2026-12-21T09:00:00.000Z',
    current: false,
  },
]

function useAccountHandlers(overrides: { history?: unknown[] } = {}) {
  server.use(
    http.get('/api/auth/account', () => HttpResponse.json(account)),
    http.get('/api/auth/sessions', () => HttpResponse.json({ sessions })),
    http.get('/api/users/:userId/credit-history', () =>
      HttpResponse.json({
        entries: overrides.history ?? [
          {
            id: 2,
            change: -1,
            reason: 'build_charge',
            note: null,
            taskId: 't1',
            projectName: 'Habit Tracker',
            createdAt: '2026-11-23T10:00:00.000Z',
          },
          {
            id: 1,
            change: 50,
            reason: 'admin_grant',
            note: 'Beta tester',
            taskId: null,
            projectName: null,
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      })
    )
  )
}

describe('/settings', () => {
  it('opens from the user menu and shows every section', async () => {
    useAccountHandlers()
    signIn()
    renderApp('/home')
    await userEvent.click(
      await screen.findByRole('button', { name: 'User menu' })
    )
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Settings' })
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settings' })
    ).toBeInTheDocument()
    for (const name of [
      'Profile',
      'Password',
      'Active sessions',
      'Model provider keys',
      'Theme',
      'Credits',
      'Your data',
      'Delete account',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    const profile = screen.getByRole('region', { name: 'Profile' })
    expect(await within(profile).findByText(testUser.email)).toBeInTheDocument()
    expect(within(profile).getByText('Confirmed')).toBeInTheDocument()
  })

  it('saves the name', async () => {
    useAccountHandlers()
    let saved: unknown
    server.use(
      http.put('/api/users/:userId/profile', async ({ request }) => {
        saved = await request.json()
        return HttpResponse.json({
          success: true,
          user: makeProfile({ name: 'Ada Lovelace' }),
        })
      })
    )
    signIn()
    renderApp('/settings')
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument()
    expect(saved).toEqual({ name: 'Ada Lovelace' })
  })

  it('changes the password, and shows the server refusal in the form', async () => {
    useAccountHandlers()
    const bodies: unknown[] = []
    server.use(
      http.post('/api/auth/password', async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string }
        bodies.push(body)
        if (body.currentPassword !== 'old password 1')
          return HttpResponse.json(
            {
              error: {
                code: 'INVALID_CREDENTIALS',
                message: 'The current password is not correct.',
              },
            },
            { status: 401 }
          )
        return HttpResponse.json({ ended: 1 })
      })
    )
    signIn()
    renderApp('/settings')
    const current = await screen.findByLabelText('Current password')
    await userEvent.type(current, 'wrong one')
    await userEvent.type(
      screen.getByLabelText('New password'),
      'new password 22'
    )
    await userEvent.type(
      screen.getByLabelText('Repeat the new password'),
      'new password 23'
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Change password' })
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new passwords do not match.'
    )
    expect(bodies).toEqual([])

    await userEvent.clear(screen.getByLabelText('Repeat the new password'))
    await userEvent.type(
      screen.getByLabelText('Repeat the new password'),
      'new password 22'
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Change password' })
    )
    expect(
      await screen.findByText('The current password is not correct.')
    ).toBeInTheDocument()

    await userEvent.clear(current)
    await userEvent.type(current, 'old password 1')
    await userEvent.click(
      screen.getByRole('button', { name: 'Change password' })
    )
    expect(
      await screen.findByText(
        'Password changed. One other device was signed out.'
      )
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(2)
  })

  it('lists sessions, signs one device out, and signs out everywhere after asking', async () => {
    useAccountHandlers()
    const ended: string[] = []
    server.use(
      http.delete('/api/auth/sessions/:id', ({ params }) => {
        ended.push(String(params.id))
        return HttpResponse.json({ ended: 1 })
      }),
      http.delete('/api/auth/sessions', () => {
        ended.push('all')
        return HttpResponse.json({ ended: 2 })
      })
    )
    signIn()
    const { router } = renderApp('/settings')
    const list = await screen.findByRole('list', { name: 'Active sessions' })
    expect(within(list).getByText('This device')).toBeInTheDocument()
    expect(within(list).getByText('Chrome on Linux')).toBeInTheDocument()
    await userEvent.click(
      within(list).getByRole('button', { name: 'Sign out Safari on iOS' })
    )
    expect(
      await screen.findByText('That device was signed out.')
    ).toBeInTheDocument()
    expect(ended).toEqual(['session-2'])

    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out everywhere' })
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancel' })
    )
    expect(ended).toEqual(['session-2'])

    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out everywhere' })
    )
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign out everywhere',
      })
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(ended).toEqual(['session-2', 'all'])
    expect(tokenStore.getAccessToken()).toBeNull()
  })

  it('shows the credit history in words, and its empty and error states', async () => {
    useAccountHandlers()
    signIn()
    renderApp('/settings')
    const table = await screen.findByRole('table', { name: 'Credit history' })
    expect(within(table).getByText('Build: Habit Tracker')).toBeInTheDocument()
    expect(
      within(table).getByText('Added by an administrator')
    ).toBeInTheDocument()
    expect(within(table).getByText('+50')).toBeInTheDocument()
    expect(within(table).getByText('-1')).toBeInTheDocument()
    expect(
      screen.getByText('75 of 100 credits left this month.')
    ).toBeInTheDocument()
  })

  it('says so when there is no credit history', async () => {
    useAccountHandlers({ history: [] })
    signIn()
    renderApp('/settings')
    expect(await screen.findByText('No credits used yet.')).toBeInTheDocument()
  })

  it('offers a retry when the sessions do not load', async () => {
    useAccountHandlers()
    let calls = 0
    server.use(
      http.get('/api/auth/sessions', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json(
              { error: { code: 'X', message: 'down' } },
              { status: 500 }
            )
          : HttpResponse.json({ sessions })
      })
    )
    signIn()
    renderApp('/settings')
    expect(
      await screen.findByText('Your sessions could not be loaded.')
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('list', { name: 'Active sessions' })
    ).toBeInTheDocument()
  })

  it('saves a provider key write-only, replaces it and deletes it after asking', async () => {
    useAccountHandlers()
    const OWN_KEY = 'sk-own-key-0123456789abcdWXYZ'
    let saved: { provider: string; label: string; last4: string }[] = []
    const calls: string[] = []
    server.use(
      http.get('/api/users/:userId/provider-keys', () =>
        HttpResponse.json({
          providerKeys: saved.map((key) => ({
            ...key,
            savedAt: '2026-11-24T10:15:00.000Z',
          })),
        })
      ),
      http.put(
        '/api/users/:userId/provider-keys/:provider',
        async ({ request, params }) => {
          const { apiKey } = (await request.json()) as { apiKey: string }
          calls.push(`PUT ${String(params.provider)} ${apiKey}`)
          if (apiKey.includes('revoked'))
            return HttpResponse.json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'That key was refused.',
                },
              },
              { status: 400 }
            )
          const key = {
            provider: String(params.provider),
            label: params.provider === 'openai' ? 'OpenAI' : 'Groq',
            last4: apiKey.slice(-4),
          }
          saved = [...saved.filter((k) => k.provider !== key.provider), key]
          return HttpResponse.json({
            providerKey: { ...key, savedAt: '2026-11-24T10:15:00.000Z' },
          })
        }
      ),
      http.delete(
        '/api/users/:userId/provider-keys/:provider',
        ({ params }) => {
          calls.push(`DELETE ${String(params.provider)}`)
          saved = saved.filter((k) => k.provider !== params.provider)
          return HttpResponse.json({ success: true, provider: params.provider })
        }
      )
    )
    signIn()
    renderApp('/settings')
    const section = await screen.findByRole('region', {
      name: 'Model provider keys',
    })
    expect(
      await within(section).findByText(
        "No keys saved. Your builds use this server's keys."
      )
    ).toBeInTheDocument()
    const keyField = within(section).getByLabelText('API key')
    const provider = within(section).getByRole('combobox', { name: 'Provider' })
    expect(provider).toHaveValue('openai')

    await userEvent.type(keyField, 'sk-short')
    await userEvent.click(
      within(section).getByRole('button', { name: 'Save key' })
    )
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'That key is too short: provider keys have at least 20 characters. Paste the whole key.'
    )
    expect(calls).toEqual([])

    await userEvent.clear(keyField)
    await userEvent.type(keyField, 'sk-revoked-key-0123456789')
    await userEvent.click(
      within(section).getByRole('button', { name: 'Save key' })
    )
    expect(
      await within(section).findByText('That key was refused.')
    ).toBeInTheDocument()

    await userEvent.clear(keyField)
    await userEvent.type(keyField, OWN_KEY)
    await userEvent.click(
      within(section).getByRole('button', { name: 'Save key' })
    )
    expect(
      await screen.findByText('Your OpenAI key ending in WXYZ was saved.')
    ).toBeInTheDocument()
    const list = await within(section).findByRole('list', {
      name: 'Saved provider keys',
    })
    expect(within(list).getByText('OpenAI')).toBeInTheDocument()
    expect(
      within(list).getByText(/Key ending in WXYZ · saved/)
    ).toBeInTheDocument()
    expect(keyField).toHaveValue('')
    expect(document.body.textContent).not.toContain(OWN_KEY.slice(0, -4))
    expect(within(section).queryByRole('alert')).toBeNull()

    await userEvent.selectOptions(provider, 'groq')
    expect(
      within(section).getByRole('button', { name: 'Save key' })
    ).toBeInTheDocument()
    await userEvent.click(
      within(list).getByRole('button', { name: 'Replace the OpenAI key' })
    )
    expect(provider).toHaveValue('openai')
    expect(keyField).toHaveFocus()
    await userEvent.type(keyField, 'sk-own-key-replaced-0123456789NEW4')
    await userEvent.click(
      within(section).getByRole('button', { name: 'Replace key' })
    )
    expect(
      await within(section).findByText(/Key ending in NEW4 · saved/)
    ).toBeInTheDocument()

    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete the OpenAI key' })
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Delete your OpenAI key?')
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancel' })
    )
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([])
    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete the OpenAI key' })
    )
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete key',
      })
    )
    expect(
      await screen.findByText('Your OpenAI key was deleted.')
    ).toBeInTheDocument()
    expect(
      await within(section).findByText(
        "No keys saved. Your builds use this server's keys."
      )
    ).toBeInTheDocument()
    expect(calls).toEqual([
      'PUT openai sk-revoked-key-0123456789',
      `PUT openai ${OWN_KEY}`,
      'PUT openai sk-own-key-replaced-0123456789NEW4',
      'DELETE openai',
    ])
  })

  it('deletes the account only once the e-mail is typed, then signs out', async () => {
    useAccountHandlers()
    let body: unknown
    server.use(
      http.delete('/api/users/:userId', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ deleted: true, projects: 2 })
      })
    )
    signIn()
    const { router } = renderApp('/settings')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete account...' })
    )
    const dialog = await screen.findByRole('dialog')
    const confirm = within(dialog).getByRole('button', {
      name: 'Delete my account',
    })
    expect(confirm).toBeDisabled()
    await userEvent.type(
      within(dialog).getByRole('textbox'),
      'someone@else.com'
    )
    expect(confirm).toBeDisabled()
    await userEvent.clear(within(dialog).getByRole('textbox'))
    await userEvent.type(within(dialog).getByRole('textbox'), testUser.email)
    await userEvent.click(confirm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(body).toEqual({ email: testUser.email })
    expect(
      await screen.findByText('Your account was deleted.')
    ).toBeInTheDocument()
  })
})

describe('describeDevice', () => {
  it('names browser and system, or falls back', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
      )
    ).toBe('Firefox on Windows')
    expect(describeDevice(null)).toBe('Unknown device')
    expect(describeDevice('curl/8.5.0')).toBe('curl')
  })
})
