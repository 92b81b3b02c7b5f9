import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { Publication, PublishReview } from '@kiln/contract/publish'
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
      http.get('/api/build_project/:projectId/publish/review', () =>
        HttpResponse.json({
          findings: [],
          previewData: { records: 0, endUsers: 0 },
        } satisfies PublishReview)
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
    // The review comes first; publishing waits for the owner's yes.
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish version 1?',
    })
    expect(
      await within(dialog).findByText(
        'Nothing to review: this version is safe to publish.'
      )
    ).toBeVisible()
    expect(calls).toEqual([])
    await user.click(
      within(dialog).getByRole('button', { name: 'Publish version 1' })
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

describe('studio settings: the review before publishing', () => {
  it('shows the findings, applies a one-click fix, and publishes with the data choice', async () => {
    serveStudio()
    signIn()
    let fixed = false
    const rulesSent: unknown[] = []
    let published: unknown
    const openWrite = {
      kind: 'open-write' as const,
      collection: 'guests',
      title: 'Anyone can change “guests”',
      detail:
        'Visitors who are not signed in can add its records, which hold e-mail addresses (field email).',
      fix: {
        label: 'Only signed-in visitors can write',
        rules: {
          list: 'anyone' as const,
          read: 'anyone' as const,
          create: 'signed-in' as const,
          update: 'signed-in' as const,
          delete: 'signed-in' as const,
        },
      },
    }
    const testData = {
      kind: 'test-data' as const,
      title: 'The preview holds data made while testing',
      detail:
        "3 records. The published app starts with its own, empty data unless you choose to copy the preview's.",
    }
    server.use(
      http.get('/api/build_project/:projectId/publish', () =>
        HttpResponse.json({ published: null })
      ),
      http.get('/api/build_project/:projectId/publish/review', () =>
        HttpResponse.json({
          findings: fixed ? [testData] : [openWrite, testData],
          previewData: { records: 3, endUsers: 0 },
        } satisfies PublishReview)
      ),
      http.put(
        '/api/build_task/:taskId/data/entities/:name/rules',
        async ({ request, params }) => {
          rulesSent.push({
            name: params.name,
            ...((await request.json()) as object),
          })
          fixed = true
          return HttpResponse.json({ entity: {} })
        }
      ),
      http.put('/api/build_project/:projectId/publish', async ({ request }) => {
        published = await request.json()
        return HttpResponse.json(live('task-1', 1))
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Publish' })
    await user.click(
      await within(section).findByRole('button', { name: 'Publish version 1' })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish version 1?',
    })
    const findings = await within(dialog).findByRole('list', {
      name: 'Findings',
    })
    expect(findings).toHaveTextContent('Anyone can change “guests”')
    expect(findings).toHaveTextContent('e-mail addresses (field email)')
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Only signed-in visitors can write',
      })
    )
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Anyone can change “guests”')
      ).toBeNull()
    )
    expect(rulesSent).toEqual([{ name: 'guests', rules: openWrite.fix.rules }])
    const copy = within(dialog).getByRole('checkbox', {
      name: /Copy the preview's data to the published app/,
    })
    expect(copy).not.toBeChecked()
    await user.click(copy)
    await user.click(
      within(dialog).getByRole('button', { name: 'Publish version 1' })
    )
    await waitFor(() =>
      expect(published).toEqual({ taskId: 'task-1', copyData: true })
    )
  })

  it('publishes nothing when the review is cancelled', async () => {
    serveStudio()
    signIn()
    let puts = 0
    server.use(
      http.get('/api/build_project/:projectId/publish', () =>
        HttpResponse.json({ published: null })
      ),
      http.get('/api/build_project/:projectId/publish/review', () =>
        HttpResponse.json({
          findings: [],
          previewData: { records: 0, endUsers: 0 },
        } satisfies PublishReview)
      ),
      http.put('/api/build_project/:projectId/publish', () => {
        puts += 1
        return HttpResponse.json(live('task-1', 1))
      })
    )
    renderApp('/build-studio?taskId=task-1&tab=settings&view=workspace')
    const user = userEvent.setup()
    const section = await screen.findByRole('region', { name: 'Publish' })
    await user.click(
      await within(section).findByRole('button', { name: 'Publish version 1' })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish version 1?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(puts).toBe(0)
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
