import { makeTask } from '@/testing/build-task-fixtures'
import { errorBody } from '@/testing/fixtures'
import { gate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const longName = 'An extremely long project name that goes on and on forever'
const alpha = makeTask({ _id: 't-a', projectId: 'p-a', name: 'Alpha' })
const long = makeTask({ _id: 't-l', projectId: 'p-l', name: longName })

async function setup(path = '/build-home') {
  let tasks = [alpha, long]
  server.use(http.get('/api/new_build', () => HttpResponse.json(tasks)))
  signIn()
  const app = renderApp(path)
  const nav = await screen.findByRole('navigation', { name: 'Projects' })
  await within(nav).findByRole('button', { name: 'Alpha' })
  return { ...app, nav, setTasks: (next: typeof tasks) => (tasks = next) }
}

describe('rename project', () => {
  it('shows the new name at once, then "Project renamed successfully!"', async () => {
    const { nav, setTasks } = await setup()
    const { released, release } = gate()
    server.use(
      http.post('/api/build_project/rename', async () => {
        await released
        setTasks([{ ...alpha, name: 'Gamma' }, long])
        return HttpResponse.json({ success: true })
      })
    )
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Rename Alpha' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename Project' })
    const input = within(dialog).getByLabelText('Project name')
    await user.clear(input)
    await user.type(input, 'Gamma{Enter}')
    expect(
      await within(nav).findByRole('button', { name: 'Gamma' })
    ).toBeInTheDocument()
    release()
    expect(
      await screen.findByText('Project renamed successfully!')
    ).toBeInTheDocument()
  })

  it('rolls back and shows the server message on failure', async () => {
    const { nav } = await setup()
    server.use(
      http.post('/api/build_project/rename', () =>
        HttpResponse.json(errorBody('CONFLICT', 'Name taken.'), { status: 409 })
      )
    )
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Rename Alpha' }))
    const input = await screen.findByLabelText('Project name')
    await user.clear(input)
    await user.type(input, 'Gamma{Enter}')
    expect(await screen.findByText('Failed to rename project')).toBeVisible()
    expect(screen.getByText('Name taken.')).toBeVisible()
    expect(within(nav).getByRole('button', { name: 'Alpha' })).toBeVisible()
    expect(within(nav).queryByRole('button', { name: 'Gamma' })).toBeNull()
  })

  it('just closes when the name is empty', async () => {
    const { nav } = await setup()
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Rename Alpha' }))
    await user.clear(await screen.findByLabelText('Project name'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(nav).getByRole('button', { name: 'Alpha' })).toBeVisible()
  })
})

describe('delete project', () => {
  it('asks with the name cut to 40 characters, then deletes at once', async () => {
    const { nav, setTasks } = await setup()
    const { released, release } = gate()
    server.use(
      http.delete('/api/build_project/:projectId', async () => {
        await released
        setTasks([alpha])
        return HttpResponse.json({ success: true, projectId: 'p-l' })
      })
    )
    const user = userEvent.setup()
    await user.click(
      within(nav).getByRole('button', { name: `Delete ${longName}` })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you absolutely sure?',
    })
    expect(dialog).toHaveTextContent(/permanently delete the project/)
    expect(dialog).toHaveTextContent(/all of its data/)
    expect(
      within(dialog).getByText(`${longName.slice(0, 40)}...`)
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(within(nav).queryByRole('button', { name: longName })).toBeNull()
    )
    release()
    expect(
      await screen.findByText('Project deleted successfully!')
    ).toBeInTheDocument()
  })

  it('restores the project and says "An unknown error occurred." on failure', async () => {
    const { nav } = await setup()
    server.use(
      http.delete(
        '/api/build_project/:projectId',
        () => new HttpResponse(null, { status: 500 })
      )
    )
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Delete Alpha' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete project')).toBeVisible()
    expect(screen.getByText('An unknown error occurred.')).toBeVisible()
    expect(within(nav).getByRole('button', { name: 'Alpha' })).toBeVisible()
  })

  it('leaves for /home when the open project is deleted', async () => {
    server.use(
      http.delete('/api/build_project/:projectId', () =>
        HttpResponse.json({ success: true, projectId: 'p-a' })
      )
    )
    const { nav, router } = await setup('/build-home?projectId=p-a')
    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Delete Alpha' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete',
      })
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })
})

describe('rename the open project', () => {
  it('shows the new name in the studio header at once and after the server answers', async () => {
    let name = 'Alpha'
    const open = () => makeTask({ _id: 't-a', projectId: 'p-a', name })
    const { released, release } = gate()
    server.use(
      http.get('/api/new_build', () => HttpResponse.json([open()])),
      http.get('/api/build_task/:taskId', () => HttpResponse.json(open())),
      http.get('/api/build_task/:taskId/thread', () =>
        HttpResponse.json({ taskId: 't-a', projectId: 'p-a', messages: [] })
      ),
      http.post('/api/build_task/version_control/list_history', () =>
        HttpResponse.json({
          tasksHistory: [{ buildTask: open(), versionNumber: 1 }],
          activeTaskId: 't-a',
        })
      ),
      http.post('/api/build_project/rename', async ({ request }) => {
        const body = (await request.json()) as { name: string }
        await released
        name = body.name
        return HttpResponse.json({ success: true })
      })
    )
    signIn()
    renderApp('/build-studio?taskId=t-a')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alpha' })
    ).toBeVisible()
    const user = userEvent.setup()
    // The studio opens with the sidebar collapsed.
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    const nav = await screen.findByRole('navigation', { name: 'Projects' })
    await user.click(
      await within(nav).findByRole('button', { name: 'Rename Alpha' })
    )
    const dialog = await screen.findByRole('dialog', { name: 'Rename Project' })
    const input = within(dialog).getByLabelText('Project name')
    await user.clear(input)
    await user.type(input, 'Gamma{Enter}')
    // At once, before the server answers...
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gamma' })
    ).toBeVisible()
    release()
    // ...and after it did (the refetched task keeps it).
    expect(
      await screen.findByText('Project renamed successfully!')
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gamma' })
    ).toBeVisible()
  })
})
