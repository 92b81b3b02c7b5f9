import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { GitState } from '@kiln/contract/git-sync'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const connected = (fields: Partial<GitState> = {}): GitState => ({
  url: 'https://git.example.com/acme/shop.git',
  branch: 'main',
  status: 'idle',
  hasToken: true,
  lastSyncedAt: '2026-11-25T10:00:00.000Z',
  lastError: null,
  conflictBranch: null,
  remoteCommit: 'abc',
  webhookUrl: 'http://kiln.test/api/build_project/project-1/git/webhook',
  ...fields,
})

describe('studio settings: Git', () => {
  it('connects with a token, shows the webhook secret once, pulls and disconnects', async () => {
    serveStudio()
    signIn()
    let current: GitState | null = null
    const calls: string[] = []
    server.use(
      http.get('/api/build_project/:projectId/git', () =>
        HttpResponse.json({ git: current })
      ),
      http.put('/api/build_project/:projectId/git', async ({ request }) => {
        calls.push(`PUT ${JSON.stringify(await request.json())}`)
        current = connected()
        return HttpResponse.json({ git: current, webhookSecret: 'whsec-1' })
      }),
      http.post('/api/build_project/:projectId/git/pull', () => {
        calls.push('PULL')
        return HttpResponse.json({ git: current }, { status: 202 })
      }),
      http.delete('/api/build_project/:projectId/git', () => {
        calls.push('DELETE')
        current = null
        return HttpResponse.json({ git: null })
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Git' })
    await user.type(
      within(section).getByLabelText('Repository URL'),
      'https://git.example.com/acme/shop.git'
    )
    await user.type(within(section).getByLabelText('Access token'), 'tok')
    await user.click(within(section).getByRole('button', { name: 'Connect' }))
    await waitFor(() =>
      expect(calls).toEqual([
        'PUT {"url":"https://git.example.com/acme/shop.git","branch":"main","token":"tok"}',
      ])
    )
    expect(
      await within(section).findByRole('textbox', { name: 'Webhook secret' })
    ).toHaveValue('whsec-1')
    expect(section).toHaveTextContent(
      'Connected to https://git.example.com/acme/shop.git (main): In sync'
    )
    await user.click(within(section).getByRole('button', { name: 'Pull now' }))
    await waitFor(() => expect(calls).toContain('PULL'))
    await user.click(
      within(section).getByRole('button', { name: 'Disconnect' })
    )
    await waitFor(() => expect(calls).toContain('DELETE'))
    expect(
      await within(section).findByRole('button', { name: 'Connect' })
    ).toBeInTheDocument()
  })

  it('shows a conflict and its side branch', async () => {
    serveStudio()
    signIn()
    server.use(
      http.get('/api/build_project/:projectId/git', () =>
        HttpResponse.json({
          git: connected({
            status: 'conflict',
            conflictBranch: 'kiln/abcd1234',
            lastError:
              "Kiln and main both changed src/App.tsx. Kiln's version is on the branch kiln/abcd1234: merge it into main, then pull.",
          }),
        })
      )
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const section = await screen.findByRole('region', { name: 'Git' })
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "Kiln's version is on the branch kiln/abcd1234"
    )
    expect(section).toHaveTextContent('Conflict')
  })
})
