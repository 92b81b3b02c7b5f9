import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { Knowledge } from '@kiln/contract/knowledge'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const STUDIO = '/build-studio?taskId=task-1&tab=settings&view=workspace'

describe('studio settings: knowledge', () => {
  it('edits the project instructions, counts characters, refuses more than 10,000 and saves a new revision', async () => {
    serveStudio()
    signIn()
    let current: Knowledge = {
      scope: 'project',
      content: 'Use British spelling.',
      revision: 1,
      updatedAt: '2026-11-20T10:00:00.000Z',
    }
    const puts: unknown[] = []
    server.use(
      http.get('/api/build_project/:projectId/knowledge', () =>
        HttpResponse.json(current)
      ),
      http.put(
        '/api/build_project/:projectId/knowledge',
        async ({ request, params }) => {
          const body = (await request.json()) as { content: string }
          puts.push({ projectId: params.projectId, ...body })
          current = {
            ...current,
            content: body.content,
            revision: current.revision + 1,
          }
          return HttpResponse.json(current)
        }
      )
    )
    renderApp(STUDIO)
    const user = userEvent.setup()
    const section = await screen.findByRole('region', {
      name: 'Project knowledge',
    })
    const box = within(section).getByRole('textbox', {
      name: 'Project knowledge',
    })
    await waitFor(() => expect(box).toHaveValue('Use British spelling.'))
    expect(section).toHaveTextContent('21 / 10,000 characters · revision 1')
    const save = within(section).getByRole('button', {
      name: 'Save project knowledge',
    })
    expect(save).toBeDisabled()

    await user.clear(box)
    await user.click(box)
    await user.paste('x'.repeat(10_001))
    expect(section).toHaveTextContent('10,001 / 10,000 characters')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(save).toBeDisabled()

    await user.clear(box)
    await user.type(box, 'Headings are purple.')
    await user.click(save)
    await waitFor(() =>
      expect(puts).toEqual([
        { projectId: 'project-1', content: 'Headings are purple.' },
      ])
    )
    await waitFor(() =>
      expect(section).toHaveTextContent('20 / 10,000 characters · revision 2')
    )
    // The account-wide instructions are a separate text.
    expect(
      screen.getByRole('region', { name: 'Your knowledge (all projects)' })
    ).toBeVisible()
  })
})
