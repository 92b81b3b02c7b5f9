import { makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

/** A server with a personal and a team workspace, each with its projects. */
function twoWorkspaces() {
  let current = 'ws-personal'
  const created: string[] = []
  const project = (name: string) =>
    ({ _id: `t-${name}`, projectId: `p-${name}`, name }) as Partial<BuildTask>
  server.use(
    http.get('/api/workspaces', () =>
      HttpResponse.json({
        workspaces: [
          makeWorkspace({ current: current === 'ws-personal' }),
          makeWorkspace({
            id: 'ws-team',
            name: 'Acme',
            kind: 'team',
            role: 'editor',
            current: current === 'ws-team',
          }),
          ...created.map((name) =>
            makeWorkspace({
              id: `ws-${name}`,
              name,
              kind: 'team',
              current: current === `ws-${name}`,
            })
          ),
        ],
      })
    ),
    http.put('/api/workspaces/current', async ({ request }) => {
      current = ((await request.json()) as { workspaceId: string }).workspaceId
      return HttpResponse.json({ success: true })
    }),
    http.post('/api/workspaces', async ({ request }) => {
      const { name } = (await request.json()) as { name: string }
      created.push(name)
      return HttpResponse.json(
        makeWorkspace({ id: `ws-${name}`, name, kind: 'team', current: false }),
        { status: 201 }
      )
    }),
    http.get('/api/new_build', () =>
      HttpResponse.json(
        current === 'ws-team'
          ? [project('Team wiki')]
          : current === 'ws-personal'
            ? [project('My notes')]
            : []
      )
    )
  )
}

const sidebar = async () =>
  screen.findByRole('complementary', { name: 'Sidebar' })

describe('the sidebar workspace switcher', () => {
  it('switches workspace and shows its projects', async () => {
    twoWorkspaces()
    signIn()
    renderApp('/home')
    expect(
      await within(await sidebar()).findByText('My notes')
    ).toBeInTheDocument()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Workspace: Personal' })
    )
    const team = await screen.findByRole('menuitem', { name: /Acme/ })
    expect(team).toHaveTextContent('Editor')
    await userEvent.click(team)
    expect(
      await screen.findByRole('button', { name: 'Workspace: Acme' })
    ).toBeInTheDocument()
    expect(
      await within(await sidebar()).findByText('Team wiki')
    ).toBeInTheDocument()
    expect(
      within(await sidebar()).queryByText('My notes')
    ).not.toBeInTheDocument()
  })

  it('creates a team workspace and opens it', async () => {
    twoWorkspaces()
    signIn()
    renderApp('/home')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Workspace: Personal' })
    )
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'New workspace' })
    )
    await userEvent.type(
      await screen.findByLabelText('Workspace name'),
      'Design team{Enter}'
    )
    expect(
      await screen.findByRole('button', { name: 'Workspace: Design team' })
    ).toBeInTheDocument()
  })
})
