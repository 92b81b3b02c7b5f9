import { makeTask } from '@/testing/build-task-fixtures'
import { errorBody, makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PINNED_PROJECTS_KEY } from './pinned-projects'

const alpha = makeTask({ _id: 't-a', projectId: 'p-a', name: 'Alpha' })
const beta = makeTask({ _id: 't-b', projectId: 'p-b', name: 'Beta' })

function serveProjects(tasks: object = [alpha, beta]) {
  server.use(http.get('/api/new_build', () => HttpResponse.json(tasks)))
}

const projectsNav = () => screen.findByRole('navigation', { name: 'Projects' })

describe('sidebar projects', () => {
  it('shows "Loading projects..." then Pinned and Recent groups', async () => {
    localStorage.setItem(PINNED_PROJECTS_KEY, JSON.stringify(['p-b']))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('/api/new_build', async () => {
        await released
        return HttpResponse.json([alpha, beta])
      })
    )
    signIn()
    renderApp('/build-home')
    const sidebar = await screen.findByRole('complementary', {
      name: 'Sidebar',
    })
    expect(
      await within(sidebar).findByText('Loading projects...')
    ).toBeInTheDocument()
    release()
    const nav = await projectsNav()
    const pinned = within(nav).getByRole('region', { name: 'Pinned' })
    const recent = within(nav).getByRole('region', { name: 'Recent' })
    expect(within(pinned).getByRole('button', { name: 'Beta' })).toBeVisible()
    expect(within(recent).getByRole('button', { name: 'Alpha' })).toBeVisible()
  })

  it('treats an answer that is not an array as no projects', async () => {
    serveProjects({ tasks: [alpha] })
    signIn()
    renderApp('/build-home')
    expect(await screen.findByText('No recent projects')).toBeInTheDocument()
  })

  it('shows "Failed to load projects" and retries on Retry', async () => {
    let calls = 0
    server.use(
      http.get('/api/new_build', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json(errorBody('BAD', 'no'), { status: 400 })
          : HttpResponse.json([alpha])
      })
    )
    signIn()
    renderApp('/build-home')
    const sidebar = await screen.findByRole('complementary', {
      name: 'Sidebar',
    })
    expect(
      await within(sidebar).findByText('Failed to load projects')
    ).toBeInTheDocument()
    await userEvent.click(
      within(sidebar).getByRole('button', { name: 'Retry' })
    )
    expect(
      await within(await projectsNav()).findByRole('button', { name: 'Alpha' })
    ).toBeInTheDocument()
  })

  it('pins a project and remembers it in local storage', async () => {
    serveProjects()
    signIn()
    renderApp('/build-home')
    const nav = await projectsNav()
    await userEvent.click(
      await within(nav).findByRole('button', { name: 'Pin Alpha' })
    )
    expect(JSON.parse(localStorage.getItem(PINNED_PROJECTS_KEY)!)).toEqual([
      'p-a',
    ])
    const pinned = within(nav).getByRole('region', { name: 'Pinned' })
    expect(within(pinned).getByRole('button', { name: 'Alpha' })).toBeVisible()
  })

  it('opens the latest task of a project in the studio', async () => {
    serveProjects()
    server.use(
      http.all(
        '/api/build_task/*',
        () => new HttpResponse(null, { status: 404 })
      )
    )
    signIn()
    const { router } = renderApp('/build-home')
    const nav = await projectsNav()
    await userEvent.click(within(nav).getByRole('button', { name: 'Beta' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        taskId: 't-b',
        projectId: 'p-b',
      })
    )
    expect(router.state.location.pathname).toBe('/build-studio')
  })

  it('offers a viewer neither rename nor delete, an editor rename only', async () => {
    serveProjects([alpha])
    let role: 'viewer' | 'editor' = 'viewer'
    server.use(
      http.get('/api/workspaces', () =>
        HttpResponse.json({
          workspaces: [makeWorkspace({ kind: 'team', name: 'Acme', role })],
        })
      )
    )
    signIn()
    const { unmount } = renderApp('/build-home')
    const nav = await projectsNav()
    await within(nav).findByRole('button', { name: 'Pin Alpha' })
    await waitFor(() =>
      expect(
        within(nav).queryByRole('button', { name: 'Rename Alpha' })
      ).not.toBeInTheDocument()
    )
    expect(
      within(nav).queryByRole('button', { name: 'Delete Alpha' })
    ).not.toBeInTheDocument()
    unmount()

    role = 'editor'
    renderApp('/build-home')
    const again = await projectsNav()
    expect(
      await within(again).findByRole('button', { name: 'Rename Alpha' })
    ).toBeInTheDocument()
    expect(
      within(again).queryByRole('button', { name: 'Delete Alpha' })
    ).not.toBeInTheDocument()
  })
})
