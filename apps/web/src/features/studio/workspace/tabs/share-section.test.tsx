import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { ShareLink } from '@kiln/contract/share'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const link: ShareLink = {
  id: 'link-1',
  projectId: 'project-1',
  taskId: 'task-1',
  versionNumber: 1,
  hint: 'xYz_9Q',
  createdAt: '2026-11-20T10:00:00.000Z',
}

describe('studio settings: share link', () => {
  it('creates a link for the version, lists it and revokes it', async () => {
    serveStudio()
    signIn()
    let links: ShareLink[] = []
    let revoked: string | null = null
    server.use(
      http.get('/api/build_project/:projectId/share', () =>
        HttpResponse.json({ links })
      ),
      http.post('/api/build_project/:projectId/share', async ({ request }) => {
        expect(await request.json()).toEqual({ taskId: 'task-1' })
        links = [link]
        return HttpResponse.json(
          { ...link, link: 'tok', url: 'http://kiln.test/share?link=tok' },
          { status: 201 }
        )
      }),
      http.delete('/api/build_project/:projectId/share/:id', ({ params }) => {
        revoked = String(params.id)
        links = []
        return HttpResponse.json({ success: true })
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Create share link' })
    )
    expect(
      await screen.findByRole('textbox', { name: 'New share link' })
    ).toHaveValue('http://kiln.test/share?link=tok')
    const list = await screen.findByRole('list', { name: 'Active share links' })
    expect(list).toHaveTextContent('Version 1 · …xYz_9Q')
    await user.click(within(list).getByRole('button', { name: /Revoke/ }))
    await waitFor(() => expect(revoked).toBe('link-1'))
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Active share links' })
      ).toBeNull()
    )
  }, 40_000)

  it('opens the clone of a confirmed auto-clone prefill as a new task', async () => {
    const clone = makeTask({ _id: 'task-9', projectId: 'project-9' })
    serveStudio({ task: clone })
    signIn()
    let cloned: string | null = null
    server.use(
      http.get('/api/share/tok-1', () =>
        HttpResponse.json({
          name: 'Bakery',
          prompt: 'A bakery',
          versionNumber: 1,
          previewUrl: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          files: [],
        })
      ),
      http.post('/api/share/:link/clone', ({ params }) => {
        cloned = String(params.link)
        return HttpResponse.json(clone, { status: 201 })
      })
    )
    const prefill = encodeURIComponent(
      JSON.stringify({ mode: 'auto-clone', shareLink: 'tok-1' })
    )
    const { router } = renderApp(`/build-studio#prefill=${prefill}`)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Clone to my projects' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        taskId: 'task-9',
        projectId: 'project-9',
      })
    )
    expect(cloned).toBe('tok-1')
    expect(router.state.location.hash).toBe('')
  }, 40_000)
})
