import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { EstimateBody } from '@kiln/contract/build-estimate'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { message, serveStudio } from '../../../testing/studio-test-server'

const studioUrl = '/build-studio?taskId=task-1&projectId=project-1'

describe('prompt box: plan mode and the cost estimate', () => {
  it('shows the estimate before sending and switches to a free plan that writes no file', async () => {
    serveStudio({
      task: makeTask({ model: { id: 'openai:gpt-4o', label: 'GPT-4o' } }),
    })
    const estimates: EstimateBody[] = []
    const plans: unknown[] = []
    let builds = 0
    server.use(
      http.post('/api/build_project/estimate', async ({ request }) => {
        const body = (await request.json()) as EstimateBody
        estimates.push(body)
        return HttpResponse.json({
          credits: body.mode === 'plan' ? 0 : 3,
          inputTokens: 5000,
          outputTokens: 1000,
          basis:
            body.mode === 'plan'
              ? 'Plans are free: they write no file.'
              : 'About 5,000 tokens in.',
        })
      }),
      http.post('/api/build_project/plan', async ({ request }) => {
        plans.push(await request.json())
        return HttpResponse.json({
          messages: [
            message({
              _id: 'p1',
              role: 'user',
              kind: 'proposal',
              content: 'add a FAQ',
              credits: 0,
            }),
            message({
              _id: 'p2',
              kind: 'proposal',
              content: 'What will change:\n- A FAQ',
            }),
          ],
        })
      }),
      http.post('/api/build_task', () => {
        builds++
        return HttpResponse.json(
          makeTask({ _id: 'task-2', status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp(studioUrl)
    const user = userEvent.setup()
    const box = await screen.findByRole('textbox', { name: 'Follow-up prompt' })
    expect(screen.queryByText(/Estimated cost/)).toBeNull()
    await user.type(box, 'add a FAQ')
    expect(
      await screen.findByText('Estimated cost: about 3 credits')
    ).toBeVisible()
    expect(estimates.at(-1)).toMatchObject({
      projectId: 'project-1',
      prompt: 'add a FAQ',
      model: 'openai:gpt-4o',
      mode: 'build',
    })

    const toggle = screen.getByRole('button', { name: 'Plan' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Estimated cost: Free')).toBeVisible()
    expect(estimates.at(-1)).toMatchObject({ mode: 'plan' })

    await user.click(screen.getByRole('button', { name: 'Send prompt' }))
    await waitFor(() => expect(plans).toHaveLength(1))
    expect(plans[0]).toMatchObject({
      projectId: 'project-1',
      prompt: 'add a FAQ',
      model: 'openai:gpt-4o',
    })
    expect(builds).toBe(0)
    await waitFor(() => expect(box).toHaveValue(''))
  })
})
