import { makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const member = (
  userId: string,
  email: string,
  role: string,
  credits: {
    monthlyCreditCap?: number | null
    creditsUsedThisCycle?: number | null
  } = {}
) => ({
  userId,
  email,
  name: null,
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
  monthlyCreditCap: null,
  creditsUsedThisCycle: null,
  ...credits,
})

const auditEvent = (id: string, action: string, extra: object = {}) => ({
  id,
  workspaceId: 'ws-team',
  action,
  actor: { userId: 'u-owner', email: 'owner@example.com', name: 'Olga' },
  target: { type: 'workspace', id: 'ws-team', name: 'Acme' },
  details: {},
  createdAt: '2026-01-02T10:00:00.000Z',
  ...extra,
})

/** The audit log pages the page asked for, by cursor. */
let auditPages: string[] = []

const teamApi = {
  _id: 'api-1',
  name: 'Billing',
  baseUrl: 'https://billing.example/v1',
  description: '',
  authType: 'bearer',
  hasSecret: true,
  connectionStatus: 'PENDING',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

function teamServer(
  canManage: boolean,
  role: 'owner' | 'admin' | 'viewer' = canManage ? 'admin' : 'viewer'
) {
  const calls: string[] = []
  let apis = [teamApi]
  auditPages = []
  server.use(
    http.get('/api/workspaces/ws-team/audit', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor')
      auditPages.push(cursor ?? 'first')
      return HttpResponse.json(
        cursor === '7'
          ? {
              events: [auditEvent('ev-1', 'workspace.created')],
              nextCursor: null,
            }
          : {
              events: [
                auditEvent('ev-2', 'member.role_changed', {
                  target: {
                    type: 'member',
                    id: 'u-ed',
                    name: 'ed@example.com',
                  },
                  details: { from: 'viewer', to: 'editor' },
                }),
              ],
              nextCursor: '7',
            }
      )
    }),
    http.post('/api/workspaces/ws-team/transfer', async ({ request }) => {
      calls.push(`transfer ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({ success: true })
    }),
    http.delete('/api/workspaces/ws-team', () => {
      calls.push('delete')
      return HttpResponse.json({ success: true })
    }),
    http.patch('/api/workspaces/ws-team', async ({ request }) => {
      const body = (await request.json()) as { name: string }
      calls.push(`rename ${body.name}`)
      return HttpResponse.json(
        makeWorkspace({ id: 'ws-team', kind: 'team', name: body.name, role })
      )
    }),
    http.get('/api/workspaces/ws-team/apis', () => HttpResponse.json({ apis })),
    http.get('/api/workspaces/ws-team/mcp-servers', () =>
      HttpResponse.json({ servers: [] })
    ),
    http.get('/api/workspaces/ws-team/api-keys', () =>
      HttpResponse.json({
        apiKeys: [
          {
            service: 'figma',
            maskedApiKey: '••••9d2f',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      })
    ),
    http.post('/api/workspaces/ws-team/apis', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>
      calls.push(`add api ${JSON.stringify(body)}`)
      const { secret, ...rest } = body
      const api = {
        ...teamApi,
        ...rest,
        _id: 'api-2',
        hasSecret: Boolean(secret),
      }
      apis = [...apis, api]
      return HttpResponse.json({ success: true, api }, { status: 201 })
    }),
    http.delete('/api/workspaces/ws-team/apis/:id', ({ params }) => {
      calls.push(`remove api ${String(params.id)}`)
      apis = apis.filter((api) => api._id !== params.id)
      return HttpResponse.json({ success: true, _id: params.id })
    }),
    http.get('/api/workspaces', () =>
      HttpResponse.json({
        workspaces: [
          makeWorkspace({ current: false }),
          makeWorkspace({
            id: 'ws-team',
            name: 'Acme',
            kind: 'team',
            role,
          }),
        ],
      })
    ),
    http.get('/api/workspaces/ws-team/members', () =>
      HttpResponse.json({
        members: [
          member('u-owner', 'owner@example.com', 'owner', {
            creditsUsedThisCycle: canManage ? 4 : null,
          }),
          member('u-ed', 'ed@example.com', 'editor', {
            monthlyCreditCap: 10,
            creditsUsedThisCycle: canManage ? 2 : null,
          }),
        ],
        canManage,
        invitations: [],
      })
    ),
    http.patch(
      '/api/workspaces/ws-team/members/:userId',
      async ({ params, request }) => {
        calls.push(
          `role ${String(params.userId)} ${JSON.stringify(await request.json())}`
        )
        return HttpResponse.json({ success: true })
      }
    ),
    http.put(
      '/api/workspaces/ws-team/members/:userId/credit-cap',
      async ({ params, request }) => {
        calls.push(
          `cap ${String(params.userId)} ${JSON.stringify(await request.json())}`
        )
        return HttpResponse.json({ success: true })
      }
    ),
    http.post('/api/workspaces/ws-team/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: string }
      calls.push(`invite ${body.email} ${body.role}`)
      return HttpResponse.json(
        {
          id: 'inv-1',
          ...body,
          expiresAt: '2026-01-08T00:00:00.000Z',
          createdAt: '2026-01-01T00:00:00.000Z',
          url: 'http://kiln.test/workspace-invitation#token=abc',
          emailed: false,
        },
        { status: 201 }
      )
    })
  )
  return calls
}

describe('/workspace-members', () => {
  it('lets an admin change a role and invite with a link to copy', async () => {
    const calls = teamServer(true)
    signIn()
    renderApp('/workspace-members')
    const members = await screen.findByRole('list', { name: 'Members' })
    expect(within(members).getByText('owner')).toBeInTheDocument()
    expect(
      screen.queryByRole('combobox', { name: 'Role of owner@example.com' })
    ).not.toBeInTheDocument()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role of ed@example.com' }),
      'viewer'
    )
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin')
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }))
    expect(
      await screen.findByDisplayValue(
        'http://kiln.test/workspace-invitation#token=abc'
      )
    ).toBeInTheDocument()
    expect(calls).toEqual([
      'role u-ed {"role":"viewer"}',
      'invite new@example.com admin',
    ])
    expect(
      screen.queryByRole('button', { name: 'Delete workspace...' })
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('form', { name: 'Transfer ownership' })
    ).not.toBeInTheDocument()
  })

  it('shows an admin the audit log in plain words, older events on demand', async () => {
    teamServer(true)
    signIn()
    renderApp('/workspace-members')
    const log = await screen.findByRole('list', { name: 'Audit events' })
    expect(
      await within(log).findByText(
        'changed the role of ed@example.com from viewer to editor'
      )
    ).toBeInTheDocument()
    expect(within(log).getByText('Olga')).toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Show older events' })
    )
    expect(
      await within(log).findByText('created the workspace “Acme”')
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Show older events' })
    ).not.toBeInTheDocument()
    expect(auditPages).toEqual(['first', '7'])
  })

  it('lets the owner rename, transfer ownership and delete after typing the name', async () => {
    const calls = teamServer(true, 'owner')
    signIn()
    renderApp('/workspace-members')
    const name = await screen.findByLabelText('Workspace name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Acme Labs')
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
    expect(await screen.findByText('Workspace renamed.')).toBeInTheDocument()

    await userEvent.selectOptions(
      screen.getByLabelText('New owner'),
      'ed@example.com (editor)'
    )
    await userEvent.click(
      within(
        screen.getByRole('form', { name: 'Transfer ownership' })
      ).getByRole('button', { name: 'Transfer ownership' })
    )
    const confirm = await screen.findByRole('dialog')
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Transfer ownership' })
    )
    expect(
      await screen.findByText('Ownership transferred.')
    ).toBeInTheDocument()

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete workspace...' })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete this workspace?',
    })
    const submit = within(dialog).getByRole('button', {
      name: 'Delete workspace',
    })
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'Acm')
    expect(submit).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'e')
    await userEvent.click(submit)
    expect(await screen.findByText('Workspace deleted.')).toBeInTheDocument()
    expect(calls).toEqual([
      'rename Acme Labs',
      'transfer {"userId":"u-ed"}',
      'delete',
    ])
  })

  it("lets an admin set and remove a member's monthly credit cap, not the owner's", async () => {
    const calls = teamServer(true)
    signIn()
    renderApp('/workspace-members')
    const members = await screen.findByRole('list', { name: 'Members' })
    expect(
      within(members).getByText('Used 2 of 10 credits this cycle')
    ).toBeInTheDocument()
    expect(
      within(members).getByText('Used 4 credits this cycle, no cap')
    ).toBeInTheDocument()
    expect(
      screen.queryByLabelText('Monthly credit cap of owner@example.com')
    ).not.toBeInTheDocument()
    const cap = screen.getByLabelText('Monthly credit cap of ed@example.com')
    expect(cap).toHaveValue(10)
    const save = within(
      screen.getByRole('form', { name: 'Credit cap of ed@example.com' })
    ).getByRole('button', { name: 'Save cap' })
    expect(save).toBeDisabled()
    await userEvent.clear(cap)
    await userEvent.type(cap, '2.5')
    expect(save).toBeDisabled()
    await userEvent.clear(cap)
    await userEvent.type(cap, '25')
    await userEvent.click(save)
    expect(
      await screen.findByText('Capped ed@example.com at 25 credits a month.')
    ).toBeInTheDocument()
    await userEvent.clear(cap)
    await userEvent.click(save)
    expect(
      await screen.findByText('Removed the credit cap of ed@example.com.')
    ).toBeInTheDocument()
    expect(calls).toEqual([
      'cap u-ed {"monthlyCreditCap":25}',
      'cap u-ed {"monthlyCreditCap":null}',
    ])
  })

  it('shows a viewer the members and integrations without controls', async () => {
    teamServer(false)
    signIn()
    renderApp('/workspace-members')
    const members = await screen.findByRole('list', { name: 'Members' })
    expect(within(members).getByText('editor')).toBeInTheDocument()
    const apis = await screen.findByRole('list', { name: 'Workspace APIs' })
    expect(within(apis).getByText('Billing')).toBeInTheDocument()
    expect(
      within(apis).getByText('https://billing.example/v1 · secret set')
    ).toBeInTheDocument()
    expect(screen.getByText('No MCP servers in this workspace.')).toBeVisible()
    const keys = screen.getByRole('list', { name: 'Workspace keys' })
    expect(within(keys).getByText('••••9d2f')).toBeInTheDocument()
    expect(
      within(members).getByText('Cap: 10 credits a month')
    ).toBeInTheDocument()
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Audit log' })
    ).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Workspace name')).not.toBeInTheDocument()
    const page = within(members.closest('main')!)
    expect(page.queryByRole('combobox')).not.toBeInTheDocument()
    expect(page.queryByRole('button')).not.toBeInTheDocument()
    expect(page.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('lets an admin add an API with a write-only secret and remove one', async () => {
    const calls = teamServer(true)
    signIn()
    renderApp('/workspace-members')
    const form = await screen.findByRole('form', {
      name: 'Add an API to the workspace',
    })
    await userEvent.type(within(form).getByLabelText('API name'), 'Maps')
    await userEvent.type(
      within(form).getByLabelText('Base URL'),
      'https://maps.example'
    )
    await userEvent.type(within(form).getByLabelText('Secret'), 'tok-123')
    await userEvent.click(within(form).getByRole('button', { name: 'Add API' }))
    const apis = screen.getByRole('list', { name: 'Workspace APIs' })
    expect(await within(apis).findByText('Maps')).toBeInTheDocument()
    expect(within(form).getByLabelText('Secret')).toHaveValue('')
    expect(screen.queryByDisplayValue('tok-123')).not.toBeInTheDocument()
    await userEvent.click(
      within(apis).getByRole('button', { name: 'Remove Billing' })
    )
    await screen.findByRole('list', { name: 'Workspace APIs' })
    expect(calls).toEqual([
      'add api {"name":"Maps","baseUrl":"https://maps.example","authType":"bearer","secret":"tok-123"}',
      'remove api api-1',
    ])
    expect(
      await within(
        screen.getByRole('list', { name: 'Workspace APIs' })
      ).findByText('Maps')
    ).toBeInTheDocument()
  })
})
