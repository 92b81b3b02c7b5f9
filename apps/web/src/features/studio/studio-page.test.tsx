import { makeTask } from '@/testing/build-task-fixtures'
import { testAccessToken } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { message, serveStudio, sseStream } from './studio-test-server'

const studioUrl = '/build-studio?taskId=task-1&projectId=project-1'

describe('studio', () => {
  it('shows the thread and streams a build live with the Bearer token', async () => {
    const sse = sseStream()
    const seen = serveStudio({
      task: makeTask({ status: 'CODING', previewUrl: null }),
      messages: [
        message({
          _id: 'm1',
          role: 'user',
          kind: 'prompt',
          content: 'A habit tracker',
        }),
      ],
      events: sse.stream,
    })
    signIn()
    renderApp(studioUrl)
    const chat = await screen.findByRole('region', { name: 'Chat' })
    expect(await within(chat).findByText('A habit tracker')).toBeVisible()
    const steps = within(chat).getByRole('list', { name: 'Build steps' })
    expect(within(steps).getByText('Writing code')).toHaveAttribute(
      'aria-current',
      'step'
    )
    await waitFor(() =>
      expect(seen.eventsAuth).toBe(`Bearer ${testAccessToken}`)
    )
    act(() =>
      sse.send({ type: 'text', part: 'reply', delta: 'Building your ' })
    )
    act(() => sse.send({ type: 'text', part: 'reply', delta: 'tracker.' }))
    expect(
      await within(chat).findByText('Building your tracker.')
    ).toBeVisible()
    expect(
      within(chat).getByRole('button', { name: 'Cancel build' })
    ).toBeEnabled()
  }, 40_000)

  it('switches to the workspace when a tab is chosen', async () => {
    serveStudio()
    signIn()
    const { router } = renderApp(studioUrl)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Workspace' }))
    expect(
      await screen.findByRole('tab', { name: 'Overview' })
    ).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(
      await screen.findByTitle(/Preview of Habit Tracker/)
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Workspace' }))
    await user.click(await screen.findByRole('tab', { name: 'Settings' }))
    expect(router.state.location.search).toMatchObject({
      tab: 'settings',
      view: 'workspace',
    })
    expect(
      await screen.findByRole('region', { name: 'Delete project' })
    ).toBeVisible()
  }, 40_000)

  it('puts an auto-fill prefill from the hash into the chat box', async () => {
    serveStudio()
    signIn()
    const prefill = encodeURIComponent(
      JSON.stringify({ mode: 'auto-fill', prompt: 'Add dark mode' })
    )
    renderApp(`${studioUrl}#prefill=${prefill}`)
    expect(
      await screen.findByRole('textbox', { name: 'Follow-up prompt' })
    ).toHaveValue('Add dark mode')
  })

  it('shows a failed build with its reason and retries the prompt', async () => {
    serveStudio({
      task: makeTask({
        status: 'FAILED',
        error: 'The model timed out.',
        previewUrl: null,
      }),
    })
    let body: unknown
    server.use(
      http.post('/api/build_task', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    const { router } = renderApp(studioUrl)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Build failed')
    expect(alert).toHaveTextContent('The model timed out.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-2' })
    )
    expect(body).toMatchObject({
      prompt: 'A habit tracker',
      projectId: 'project-1',
    })
  })

  it('shows preview errors only from the exact preview origin, with Fix', async () => {
    serveStudio()
    signIn()
    renderApp(studioUrl)
    await screen.findByTitle(/Preview of Habit Tracker/)
    const data = {
      type: 'kiln:preview-error',
      kind: 'error',
      message: 'x is not defined',
      taskId: 'task-1',
    }
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: 'http://evil.localhost:3001',
        })
      )
    })
    expect(screen.queryByText('x is not defined')).toBeNull()
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: 'http://v-task-1.localhost:3001',
        })
      )
    })
    expect(await screen.findByText('x is not defined')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Fix' })).toBeEnabled()
  })
})

describe('studio integrations tab', () => {
  it('names the integrations of the URL and says "No integrations" without', async () => {
    serveStudio()
    server.use(
      http.post('/api/search/mcp-servers', () =>
        HttpResponse.json({ results: [{ _id: 'm1', name: 'Linear' }] })
      )
    )
    signIn()
    const { unmount } = renderApp(
      `${studioUrl}&view=workspace&tab=integrations&preselectedMcpIds=m1`
    )
    const list = await screen.findByRole('region', { name: 'MCP servers' })
    expect(await within(list).findByText('Linear')).toBeVisible()
    unmount()
    renderApp(`${studioUrl}&view=workspace&tab=integrations`)
    expect(await screen.findByText('No integrations')).toBeVisible()
  }, 40_000)

  it('stops loading when the build a start link asks for is refused', async () => {
    const refusal = 'A chosen MCP server was not found. Choose it again.'
    server.use(
      http.post('/api/build_task', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: refusal } },
          { status: 404 }
        )
      )
    )
    signIn()
    renderApp('/build-studio?prompt=Todo&isNewProject=true&preselectedMcpIds=x')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start building' })
    )
    expect(await screen.findByText(refusal)).toBeVisible()
    expect(await screen.findByText(/No project is open/)).toBeVisible()
  }, 40_000)
})

describe('restoring a version', () => {
  it('asks first, then restores and says which version is active', async () => {
    const v1 = makeTask({ _id: 'task-1', versionNumber: 1 })
    const v2 = makeTask({ _id: 'task-2', versionNumber: 2, prompt: 'Dark' })
    serveStudio({ task: v2 })
    const restored: unknown[] = []
    server.use(
      http.post('/api/build_task/version_control/list_history', () =>
        HttpResponse.json({
          tasksHistory: [
            { buildTask: v1, versionNumber: 1 },
            { buildTask: v2, versionNumber: 2 },
          ],
          activeTaskId: restored.length > 0 ? v1._id : v2._id,
        })
      ),
      http.post(
        '/api/build_task/version_control/reset_head',
        async ({ request }) => {
          restored.push(await request.json())
          return HttpResponse.json({ success: true, activeTaskId: v1._id })
        }
      )
    )
    signIn()
    renderApp('/build-studio?taskId=task-2&projectId=project-1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /versions/i }))
    const first = await screen.findByRole('listitem', { name: 'Version 1' })
    await user.click(within(first).getByRole('button', { name: 'Restore' }))

    const dialog = await screen.findByRole('dialog', {
      name: 'Restore version 1?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(restored).toEqual([])

    await user.click(within(first).getByRole('button', { name: 'Restore' }))
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Restore version 1?' })
      ).getByRole('button', { name: 'Restore' })
    )
    expect(await screen.findByText('Restored version 1')).toBeVisible()
    expect(restored).toEqual([{ projectId: 'project-1', taskId: 'task-1' }])
  }, 40_000)
})

describe('choosing the model of a follow-up', () => {
  it('sends the follow-up with the model picked in the chat box', async () => {
    serveStudio()
    let body: unknown
    server.use(
      http.get('/api/models', () =>
        HttpResponse.json({
          models: [
            {
              id: 'anthropic:claude-sonnet-4.6',
              label: 'Claude Sonnet 4.6',
              provider: 'anthropic',
            },
            { id: 'offline', label: 'Offline generator', provider: 'offline' },
          ],
          defaultModelId: 'anthropic:claude-sonnet-4.6',
        })
      ),
      http.post('/api/build_task', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp(studioUrl)
    const user = userEvent.setup()
    const chat = await screen.findByRole('region', { name: 'Chat' })
    const picker = within(chat).getByRole('combobox', { name: 'Model' })
    // The task was built offline: that stays the choice until the user changes it.
    await waitFor(() => expect(picker).toHaveValue('offline'))
    await user.selectOptions(picker, 'anthropic:claude-sonnet-4.6')
    await user.type(
      within(chat).getByRole('textbox', { name: 'Follow-up prompt' }),
      'Add a pricing section{Enter}'
    )
    await waitFor(() =>
      expect(body).toEqual({
        prompt: 'Add a pricing section',
        projectId: 'project-1',
        model: 'anthropic:claude-sonnet-4.6',
      })
    )
  }, 40_000)
})
