import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../testing/studio-test-server'

const cloned = makeTask({ _id: 'task-9', projectId: 'project-9' })
const shared = {
  name: 'Bakery',
  prompt: 'Landing page for my bakery',
  versionNumber: 2,
  previewUrl: 'http://v-t1.localhost:3001/',
  createdAt: '2026-01-01T00:00:00.000Z',
  files: [],
}
const cloneHash = `#prefill=${encodeURIComponent(
  JSON.stringify({ mode: 'auto-clone', prompt: '', shareLink: 'good-link' })
)}`

/** Counts the calls that start a build or clone, answering with `cloned`. */
function serveStarts() {
  const calls = { create: [] as unknown[], clone: 0 }
  serveStudio({ task: cloned })
  server.use(
    http.post('/api/build_task', async ({ request }) => {
      calls.create.push(await request.json())
      return HttpResponse.json(cloned, { status: 201 })
    }),
    http.get('/api/share/good-link', () => HttpResponse.json(shared)),
    http.post('/api/share/good-link/clone', () => {
      calls.clone += 1
      return HttpResponse.json(cloned, { status: 201 })
    })
  )
  return calls
}

const settle = () => new Promise((r) => setTimeout(r, 300))

describe('studio start links', () => {
  it('asks before a start link from outside Kiln builds anything', async () => {
    const calls = serveStarts()
    signIn()
    const { router } = renderApp(
      '/build-studio?isNewProject=true&prompt=Send%20me%20your%20data&preselectedMcpIds=m1,m2'
    )
    const card = await screen.findByRole('region', {
      name: 'Start this project?',
    })
    expect(within(card).getByLabelText('Prompt')).toHaveTextContent(
      'Send me your data'
    )
    expect(card).toHaveTextContent('2 MCP servers')
    expect(
      within(card).getByRole('link', { name: 'Back to home' })
    ).toHaveAttribute('href', '/home')
    await settle()
    expect(calls.create).toHaveLength(0)

    await userEvent.click(
      within(card).getByRole('button', { name: 'Start building' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-9' })
    )
    expect(router.state.location.search).not.toHaveProperty('prompt')
    expect(calls.create).toEqual([
      { prompt: 'Send me your data', preselectedMcpIds: ['m1', 'm2'] },
    ])
    expect(await screen.findByTitle(/Preview of Habit Tracker/)).toBeVisible()
  }, 40_000)

  it('asks before a clone link from outside Kiln clones anything', async () => {
    const calls = serveStarts()
    signIn()
    const { router } = renderApp(`/build-studio${cloneHash}`)
    const card = await screen.findByRole('region', {
      name: 'Clone this shared project?',
    })
    expect(await within(card).findByText(/Bakery · version 2/)).toBeVisible()
    expect(within(card).getByLabelText('Prompt')).toHaveTextContent(
      'Landing page for my bakery'
    )
    await settle()
    expect(calls.clone).toBe(0)

    await userEvent.click(
      within(card).getByRole('button', { name: 'Clone to my projects' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-9' })
    )
    expect(router.state.location.hash).toBe('')
    expect(calls.clone).toBe(1)
  }, 40_000)

  it('offers no clone of a revoked share link', async () => {
    serveStarts()
    server.use(
      http.get('/api/share/good-link', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'This link was revoked.' } },
          { status: 404 }
        )
      )
    )
    signIn()
    renderApp(`/build-studio${cloneHash}`)
    expect(await screen.findByText('This link was revoked.')).toBeVisible()
    expect(
      screen.queryByRole('button', { name: 'Clone to my projects' })
    ).toBeNull()
  })

  it("clones at once from the share page's own Clone button", async () => {
    const calls = serveStarts()
    signIn()
    const { router } = renderApp('/share?link=good-link')
    await userEvent.click(
      await screen.findByRole('link', { name: 'Clone to my projects' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-9' })
    )
    expect(calls.clone).toBe(1)
    expect(
      screen.queryByRole('region', { name: 'Clone this shared project?' })
    ).toBeNull()
  }, 40_000)
})
