import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ADMIN_ONLY_MESSAGE } from './admin-credits-page'

describe('/admin/credits', () => {
  it('tells non-admins they need administrator access', async () => {
    signIn()
    renderApp('/admin/credits')
    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeInTheDocument()
  })

  it('finds a user and shows the ledger for admins', async () => {
    server.use(
      http.get('/api/users/:userId/profile', () =>
        HttpResponse.json({
          success: true,
          user: makeProfile({ isAdmin: true }),
        })
      ),
      http.get('/api/admin/users', ({ request }) =>
        HttpResponse.json({
          user: {
            userId: 'u2',
            email: new URL(request.url).searchParams.get('email'),
            plan: 'free',
            planExpiresAt: null,
            currentPeriodStart: '2026-11-01T00:00:00Z',
            currentPeriodEnd: '2026-12-01T00:00:00Z',
            creditsAllocatedThisCycle: 150,
            creditsUsedThisCycle: 10,
            availableCredits: 140,
            creditsGrantedThisCycle: 50,
          },
          ledger: [
            {
              id: 1,
              change: 50,
              reason: 'admin_grant',
              note: 'Beta',
              taskId: null,
              actorEmail: 'root@kiln.test',
              createdAt: '2026-11-02T00:00:00Z',
            },
          ],
        })
      )
    )
    signIn()
    renderApp('/admin/credits')
    await userEvent.type(
      await screen.findByLabelText('User e-mail'),
      'bob@kiln.test'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Find user' }))
    expect(await screen.findByTestId('admin-credits')).toHaveTextContent(
      '140 available of 150'
    )
    expect(
      screen.getByRole('table', { name: 'Credit ledger' })
    ).toHaveTextContent('root@kiln.test')
  })
})
