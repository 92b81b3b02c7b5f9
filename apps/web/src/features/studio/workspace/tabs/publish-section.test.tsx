import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { Publication } from '@kiln/contract/publish'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const live = (taskId: string, versionNumber: number): Publication => ({
  published: {
    taskId,
    versionNumber,
    url: 'http://p-project-1.localhost:3001/',
    publishedAt: '2026-11-24T10:00:00.000Z',
  },
})

describe('studio settings: publish', () => {
  it('publishes the open version, shows the stable URL, and unpublishes', async () => {
    serveStudio()
    signIn()
    let current: Publication = { published: null }
    const calls: string[] = []
    server.use(
      http.get('/api/build_project/:projectId/publish', () =>
        HttpResponse.json(current)
      ),
      http.put(
        '/api/build_project/:projectId/publish',
        async ({ request, params }) => {
          const { taskId } = (await request.json()) as { taskId: string }
          calls.push(`PUT ${String(params.projectId)} ${taskId}`)
          current = live(taskId, 1)
          return HttpResponse.json(current)
        }
      ),
      http.delete('/api/build_project/:projectId/publish', () => {
        calls.push('DELETE')
        current = { published: null }
        return HttpResponse.json(current)
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Publish' })
    await user.click(
      await within(section).findByRole('button', { name: 'Publish version 1' })
    )
    await waitFor(() => expect(calls).toEqual(['PUT project-1 task-1']))
    expect(
      await within(section).findByRole('textbox', { name: 'Published URL' })
    ).toHaveValue('http://p-project-1.localhost:3001/')
    expect(within(section).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'http://p-project-1.localhost:3001/'
    )
    expect(section).toHaveTextContent('Version 1 is live at this address')
    // The version already live cannot be published again.
    expect(
      within(section).getByRole('button', { name: 'Publish version 1' })
    ).toBeDisabled()

    await user.click(within(section).getByRole('button', { name: 'Unpublish' }))
    await waitFor(() => expect(calls).toContain('DELETE'))
    await waitFor(() =>
      expect(
        within(section).queryByRole('textbox', { name: 'Published URL' })
      ).toBeNull()
    )
  })

  it('offers to publish the open version instead of another live one', async () => {
    serveStudio()
    signIn()
    server.use(
      http.get('/api/build_project/:projectId/publish', () =>
        HttpResponse.json(live('task-0', 3))
      )
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const section = await screen.findByRole('region', { name: 'Publish' })
    expect(
      await within(section).findByRole('button', {
        name: 'Publish version 1 instead',
      })
    ).toBeEnabled()
    expect(section).toHaveTextContent('Version 3 is live')
  })
})

describe('studio settings: custom APIs', () => {
  it("allows and stops an API for the project's app", async () => {
    serveStudio()
    signIn()
    let granted = false
    const calls: string[] = []
    const answer = () =>
      HttpResponse.json({
        apis: [
          {
            apiId: 'api-1',
            name: 'Weather',
            baseUrl: 'https://weather.example/v1',
            granted,
          },
        ],
      })
    server.use(
      http.get('/api/build_project/:projectId/apis', answer),
      http.put('/api/build_project/:projectId/apis/:apiId', ({ params }) => {
        calls.push(`PUT ${String(params.apiId)}`)
        granted = true
        return answer()
      }),
      http.delete('/api/build_project/:projectId/apis/:apiId', () => {
        calls.push('DELETE')
        granted = false
        return answer()
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    const box = await screen.findByRole('checkbox', { name: /Weather/ })
    expect(box).not.toBeChecked()
    await user.click(box)
    await waitFor(() => expect(box).toBeChecked())
    await user.click(box)
    await waitFor(() => expect(box).not.toBeChecked())
    expect(calls).toEqual(['PUT api-1', 'DELETE'])
  })
})
