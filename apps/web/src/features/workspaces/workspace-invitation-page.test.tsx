import { makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

describe('/workspace-invitation', () => {
  it('accepts the link’s token and opens the workspace', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/workspace_invitations/:token/accept', ({ params }) => {
        calls.push(`accept ${String(params.token)}`)
        return HttpResponse.json({
          workspace: makeWorkspace({
            id: 'ws-team',
            name: 'Acme',
            kind: 'team',
          }),
        })
      }),
      http.put('/api/workspaces/current', async ({ request }) => {
        calls.push(`open ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ success: true })
      })
    )
    signIn()
    renderApp('/workspace-invitation#token=tok123')
    expect(await screen.findByText('You joined Acme.')).toBeInTheDocument()
    expect(calls).toEqual(['accept tok123', 'open {"workspaceId":"ws-team"}'])
  })

  it('shows why a link cannot be used', async () => {
    server.use(
      http.post('/api/workspace_invitations/:token/accept', () =>
        HttpResponse.json(
          {
            error: {
              code: 'NOT_FOUND',
              message:
                'This invitation is invalid, expired, revoked or already used.',
            },
            requestId: 'r1',
          },
          { status: 404 }
        )
      )
    )
    signIn()
    renderApp('/workspace-invitation#token=tok123')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid, expired, revoked or already used.'
    )
  })
})
