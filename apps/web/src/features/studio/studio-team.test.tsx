import { makeTask } from '@/testing/build-task-fixtures'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../testing/studio-test-server'

const studioUrl = '/build-studio?taskId=task-1&projectId=project-1'

describe('the studio in a team workspace (issue 26)', () => {
  it('shows who else has the project open, with initials and their name', async () => {
    serveStudio({
      presence: {
        others: [{ userId: 'user-2', name: 'Dana Lee' }],
        build: null,
      },
    })
    signIn()
    renderApp(studioUrl)
    const here = await screen.findByRole('list', { name: 'Also here' })
    expect(within(here).getByLabelText('Dana Lee')).toHaveTextContent('DL')
  })

  it('gives a viewer no prompt box and no action that changes the project', async () => {
    serveStudio({ role: 'viewer', task: makeTask({ status: 'COMPLETED' }) })
    signIn()
    renderApp(`${studioUrl}&view=workspace&tab=settings`)
    const chat = await screen.findByRole('region', { name: 'Chat' })
    expect(
      await within(chat).findByText(/You are a viewer in this workspace/)
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('textbox', { name: 'Follow-up prompt' })
    ).not.toBeInTheDocument()
    expect(
      await screen.findByRole('region', { name: 'Your role' })
    ).toBeVisible()
    expect(
      screen.queryByRole('region', { name: 'Delete project' })
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Rename' })
    ).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(
      screen.queryByRole('button', { name: /Select/ })
    ).not.toBeInTheDocument()
  }, 40_000)
})
