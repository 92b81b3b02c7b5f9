import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { AdminOverview } from '@kiln/contract/admin'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ADMIN_ONLY_MESSAGE } from './admin-credits-page'

const figures: AdminOverview = {
  generatedAt: '2026-11-26T00:00:00Z',
  users: { total: 42, activeDay: 3, activeWeek: 12, activeMonth: 30 },
  buildsPerDay: [
    { day: '2026-11-25', completed: 7, failed: 2, cancelled: 1, other: 0 },
  ],
  modelSpend: [
    {
      provider: 'anthropic',
      model: 'claude-sonnet-4.5',
      builds: 9,
      inputTokens: 120_000,
      outputTokens: 45_000,
      credits: 18,
    },
  ],
  steps: [
    { step: 'code', runs: 9, averageMs: 42_000, maxMs: 90_000, failures: 1 },
    { step: 'plan', runs: 10, averageMs: 800, maxMs: 2_000, failures: 0 },
  ],
  queue: { queued: 4, running: 2, failed: 1, oldestQueuedSeconds: 75 },
  storage: {
    totalBytes: 3 * 1024 * 1024,
    perUser: [{ userId: 'u1', email: 'ann@kiln.test', bytes: 1536 }],
  },
  auditEvents: [
    {
      id: 'ev-2',
      workspaceId: 'ws-gone',
      workspaceName: null,
      action: 'workspace.deleted',
      actor: { userId: 'u1', email: 'ann@kiln.test', name: null },
      target: { type: 'workspace', id: 'ws-gone', name: 'Old team' },
      details: {},
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 'ev-1',
      workspaceId: 'ws-acme',
      workspaceName: 'Acme',
      action: 'member.role_changed',
      actor: { userId: 'u2', email: 'bo@kiln.test', name: 'Bo' },
      target: { type: 'member', id: 'u3', name: 'cy@kiln.test' },
      details: { from: 'editor', to: 'admin' },
      createdAt: '2026-11-25T09:00:00.000Z',
    },
  ],
}

describe('/admin/overview', () => {
  it('tells non-admins they need administrator access and asks nothing', async () => {
    let asked = false
    server.use(
      http.get('/api/admin/overview', () => {
        asked = true
        return HttpResponse.json(figures)
      })
    )
    signIn()
    renderApp('/admin/overview')
    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeInTheDocument()
    expect(asked).toBe(false)
  })

  it("shows an admin the instance's figures", async () => {
    server.use(
      http.get('/api/users/:userId/profile', () =>
        HttpResponse.json({
          success: true,
          user: makeProfile({ isAdmin: true }),
        })
      ),
      http.get('/api/admin/overview', () => HttpResponse.json(figures))
    )
    signIn()
    renderApp('/admin/overview')
    const page = await screen.findByTestId('admin-overview')
    expect(within(page).getByLabelText('Accounts')).toHaveTextContent('42')
    expect(within(page).getByLabelText('Active today')).toHaveTextContent('3')
    expect(within(page).getByLabelText('Active in 7 days')).toHaveTextContent(
      '12'
    )
    expect(
      within(page).getByRole('table', { name: 'Builds per day' })
    ).toHaveTextContent('2026-11-25721')
    expect(
      within(page).getByRole('table', { name: 'Model spend' })
    ).toHaveTextContent('anthropicclaude-sonnet-4.59120,00045,00018')
    const steps = within(page).getByRole('table', { name: 'Pipeline steps' })
    expect(within(steps).getAllByRole('row')[1]).toHaveTextContent(
      'code942.0 s90.0 s1'
    )
    expect(within(page).getByLabelText('Oldest waiting')).toHaveTextContent(
      '75 s'
    )
    expect(within(page).getByLabelText('Stored in total')).toHaveTextContent(
      '3.0 MB'
    )
    expect(
      within(page).getByRole('table', { name: 'Storage per user' })
    ).toHaveTextContent('ann@kiln.test1.5 kB')
    const audit = within(page).getByRole('list', {
      name: 'Recent audit events',
    })
    const [deleted, changed] = within(audit).getAllByRole('listitem')
    expect(deleted).toHaveTextContent(
      'ann@kiln.test deleted the workspace “Old team”'
    )
    expect(deleted).toHaveTextContent('a deleted workspace')
    expect(changed).toHaveTextContent(
      'Bo changed the role of cy@kiln.test from editor to admin'
    )
    expect(changed).toHaveTextContent('Acme')
  })
})
