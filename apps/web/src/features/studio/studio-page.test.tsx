import { makeTask } from '@/testing/build-task-fixtures'
import { testAccessToken } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  message,
  serveStudio,
  sseStream,
} from '../../testing/studio-test-server'

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

  it('keeps an auto-fill prefill without an open project, to start a new one with', async () => {
    const created = makeTask({ _id: 'task-9', projectId: 'project-9' })
    serveStudio({ task: created })
    let body: unknown
    server.use(
      http.get('/api/models', () =>
        HttpResponse.json({
          models: [
            { id: 'offline', label: 'Offline generator', provider: 'offline' },
          ],
          defaultModelId: 'offline',
        })
      ),
      http.post('/api/build_task', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(created, { status: 201 })
      })
    )
    signIn()
    const prefill = encodeURIComponent(
      JSON.stringify({ mode: 'auto-fill', prompt: 'A recipe box' })
    )
    const { router } = renderApp(`/build-studio#prefill=${prefill}`)
    const box = await screen.findByRole('textbox', {
      name: 'Describe your app',
    })
    expect(box).toHaveValue('A recipe box')
    const user = userEvent.setup()
    await user.type(box, ' with search{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-9' })
    )
    expect(body).toEqual({ prompt: 'A recipe box with search' })
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

  it('shows preview errors only from the exact preview origin; Try to fix starts a repair version carrying them', async () => {
    serveStudio()
    let body: { prompt?: string; projectId?: string; fixOf?: string } = {}
    server.use(
      http.post('/api/build_task', async ({ request }) => {
        body = (await request.json()) as typeof body
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      }),
      http.get('/api/build_task/:id/thread', ({ params }) =>
        HttpResponse.json({
          taskId: params.id,
          projectId: 'project-1',
          messages: body.prompt
            ? [
                message({
                  _id: 'm2',
                  taskId: 'task-2',
                  role: 'user',
                  kind: 'prompt',
                  content: body.prompt,
                }),
              ]
            : [],
        })
      )
    )
    signIn()
    const { router } = renderApp(studioUrl)
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
    await userEvent.click(screen.getByRole('button', { name: 'Try to fix' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-2' })
    )
    expect(body).toMatchObject({
      projectId: 'project-1',
      fixOf: 'task-1',
      prompt:
        'The preview shows these runtime errors:\n- x is not defined\nPlease fix them.',
    })
    const chat = screen.getByRole('region', { name: 'Chat' })
    expect(
      await within(chat).findByText(/The preview shows these runtime errors:/)
    ).toBeVisible()
    expect(screen.queryByText('x is not defined')).toBeNull()
  })
})

describe('a version that did not build', () => {
  it('keeps the last version that built in the preview, says so and offers Try to fix', async () => {
    const failed = makeTask({
      _id: 'task-2',
      versionNumber: 2,
      parentTaskId: 'task-1',
      status: 'FAILED',
      previewUrl: null,
      prompt: 'add a chart',
      error:
        'The app still had build errors after the automatic repair rounds.',
    })
    serveStudio({ task: failed })
    let body: { prompt?: string; fixOf?: string } = {}
    server.use(
      http.get('/api/build_task/task-1', () =>
        HttpResponse.json(makeTask({ _id: 'task-1', versionNumber: 1 }))
      ),
      http.post('/api/build_task', async ({ request }) => {
        body = (await request.json()) as typeof body
        return HttpResponse.json(
          makeTask({ _id: 'task-3', versionNumber: 3, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp('/build-studio?taskId=task-2&projectId=project-1')
    const frame = await screen.findByTitle(
      'Preview of Habit Tracker, version 1'
    )
    expect(frame).toHaveAttribute('src', 'http://v-task-1.localhost:3001/')
    const banner = screen.getByRole('status', {
      name: 'Version did not build',
    })
    expect(banner).toHaveTextContent(
      'Version 2 did not build. The preview shows version 1, the last one that did.'
    )
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Try to fix' })
    )
    await waitFor(() => expect(body.fixOf).toBe('task-2'))
    expect(body.prompt).toBe(
      'Try this change again and make it build: add a chart\n\nThe last attempt failed: The app still had build errors after the automatic repair rounds.'
    )
  })
})

describe('the version list', () => {
  it('marks a version whose run check failed', async () => {
    const v1 = makeTask({
      _id: 'task-1',
      versionNumber: 1,
      runCheck: {
        status: 'failed',
        routes: [{ path: '/', errors: ['Uncaught Error: boom'] }],
        reason: null,
        durationMs: 900,
        hasScreenshot: true,
      },
    })
    const v2 = makeTask({
      _id: 'task-2',
      versionNumber: 2,
      runCheck: {
        status: 'passed',
        routes: [{ path: '/', errors: [] }],
        reason: null,
        durationMs: 800,
        hasScreenshot: true,
      },
    })
    serveStudio({ task: v2 })
    server.use(
      http.post('/api/build_task/version_control/list_history', () =>
        HttpResponse.json({
          tasksHistory: [
            { buildTask: v1, versionNumber: 1 },
            { buildTask: v2, versionNumber: 2 },
          ],
          activeTaskId: v2._id,
          role: 'owner',
        })
      )
    )
    signIn()
    renderApp('/build-studio?taskId=task-2&projectId=project-1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /versions/i }))
    const first = await screen.findByRole('listitem', { name: 'Version 1' })
    expect(within(first).getByText('Run check failed')).toHaveAttribute(
      'title',
      '/: Uncaught Error: boom'
    )
    const second = screen.getByRole('listitem', { name: 'Version 2' })
    expect(within(second).queryByText('Run check failed')).toBeNull()
  })
})

describe('studio loader', () => {
  it('on a phone, choosing Preview or Workspace shows the app pane', async () => {
    serveStudio()
    signIn()
    renderApp(studioUrl)
    const pane = await screen.findByRole('group', { name: 'Pane' })
    const chat = within(pane).getByRole('button', { name: 'Chat' })
    const app = within(pane).getByRole('button', { name: 'App' })
    expect(chat).toHaveAttribute('aria-pressed', 'true')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Workspace' }))
    expect(app).toHaveAttribute('aria-pressed', 'true')
    await user.click(chat)
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(app).toHaveAttribute('aria-pressed', 'true')
  })

  it('on a phone, a link to a workspace tab opens on the app pane', async () => {
    serveStudio()
    signIn()
    renderApp(`${studioUrl}&view=workspace`)
    const pane = await screen.findByRole('group', { name: 'Pane' })
    expect(within(pane).getByRole('button', { name: 'App' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
  })

  it('reads the task once: the route loads it, the studio does not ask again', async () => {
    serveStudio()
    const reads: string[] = []
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (request.method === 'GET' && path.startsWith('/api/build_task/'))
        reads.push(path)
    })
    signIn()
    renderApp(studioUrl)
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeVisible()
    expect(reads.filter((path) => path === '/api/build_task/task-1')).toEqual([
      '/api/build_task/task-1',
    ])
    server.events.removeAllListeners()
  })

  it('opens the active version of a project named without a task', async () => {
    const v2 = makeTask({ _id: 'task-2', versionNumber: 2, prompt: 'Dark' })
    serveStudio({ task: v2 })
    signIn()
    renderApp('/build-studio?projectId=project-1')
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeVisible()
    expect(screen.getAllByText(/v2/).length).toBeGreaterThan(0)
  })

  it('shows the error component when the task cannot be read', async () => {
    const notFound = () =>
      HttpResponse.json(
        { error: { code: 'NOT_FOUND', message: 'Build task not found.' } },
        { status: 404 }
      )
    server.use(
      http.get('/api/build_task/:taskId', notFound),
      http.get('/api/build_task/:taskId/thread', notFound)
    )
    signIn()
    renderApp('/build-studio?taskId=gone')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This project could not be opened. It may have been deleted.'
    )
    expect(
      screen.getByRole('link', { name: 'Start a new project' })
    ).toBeVisible()
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

/** Restores version 1 from its row in Versions and confirms. */
async function restoreVersionOne(
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement
) {
  await user.click(within(row).getByRole('button', { name: 'Restore' }))
  await user.click(
    within(
      await screen.findByRole('dialog', { name: 'Restore version 1?' })
    ).getByRole('button', { name: 'Restore' })
  )
  expect(await screen.findByText('Restored version 1')).toBeVisible()
}

describe('an old version’s link', () => {
  it('says a newer version is current and opens it', async () => {
    const v1 = makeTask({ _id: 'task-1', versionNumber: 1 })
    const v2 = makeTask({ _id: 'task-2', versionNumber: 2, prompt: 'Dark' })
    serveStudio({ task: v1 })
    server.use(
      http.get('/api/build_task/:taskId', ({ params }) =>
        HttpResponse.json(params.taskId === 'task-2' ? v2 : v1)
      ),
      http.post('/api/build_task/version_control/list_history', () =>
        HttpResponse.json({
          tasksHistory: [
            { buildTask: v1, versionNumber: 1 },
            { buildTask: v2, versionNumber: 2 },
          ],
          activeTaskId: v2._id,
          role: 'owner',
        })
      )
    )
    signIn()
    const { router } = renderApp('/build-studio?taskId=task-1')
    const note = await screen.findByText(
      'There is a newer version: version 2 is the current one.'
    )
    expect(note).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Open version 2' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-2' })
    )
    await waitFor(() =>
      expect(
        screen.queryByText(/There is a newer version/)
      ).not.toBeInTheDocument()
    )
  }, 40_000)

  it('says nothing on the current version', async () => {
    serveStudio()
    signIn()
    renderApp(studioUrl)
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByText(/newer version/)).not.toBeInTheDocument()
  })
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
          role: 'owner',
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

    await restoreVersionOne(user, first)
    expect(restored).toEqual([{ projectId: 'project-1', taskId: 'task-1' }])
  }, 40_000)

  it('then opening the project from the sidebar opens the restored version', async () => {
    const v1 = makeTask({ _id: 'task-1', versionNumber: 1 })
    const v2 = makeTask({ _id: 'task-2', versionNumber: 2, prompt: 'Dark' })
    serveStudio({ task: v2 })
    let head = v2
    server.use(
      // The server names each project's active version.
      http.get('/api/new_build', () => HttpResponse.json([head])),
      http.post('/api/build_task/version_control/list_history', () =>
        HttpResponse.json({
          tasksHistory: [
            { buildTask: v1, versionNumber: 1 },
            { buildTask: v2, versionNumber: 2 },
          ],
          activeTaskId: head._id,
          role: 'owner',
        })
      ),
      http.post('/api/build_task/version_control/reset_head', () => {
        head = v1
        return HttpResponse.json({ success: true, activeTaskId: v1._id })
      })
    )
    signIn()
    const { router } = renderApp(
      '/build-studio?taskId=task-2&projectId=project-1'
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Expand sidebar' })
    )
    const projects = await screen.findByRole('navigation', { name: 'Projects' })
    await within(projects).findByRole('button', { name: 'Habit Tracker' })
    await user.click(screen.getByRole('button', { name: /versions/i }))
    await restoreVersionOne(
      user,
      await screen.findByRole('listitem', { name: 'Version 1' })
    )

    await router.navigate({ to: '/home' })
    await user.click(
      await within(
        await screen.findByRole('navigation', { name: 'Projects' })
      ).findByRole('button', { name: 'Habit Tracker' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-1' })
    )
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
