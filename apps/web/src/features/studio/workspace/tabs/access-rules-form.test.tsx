import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { AccessRules, StudioEntity } from '@kiln/contract/app-data'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const open: AccessRules = {
  list: 'anyone',
  read: 'anyone',
  create: 'anyone',
  update: 'anyone',
  delete: 'anyone',
}
const entity = (
  rules: AccessRules,
  rulesSource: StudioEntity['rulesSource']
): StudioEntity => ({
  name: 'todos',
  fields: [{ name: 'title', type: 'string', required: true }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  rules,
  rulesSource,
  codeRules: null,
})

describe('studio data schema: access rules', () => {
  it('shows where the rules come from and saves the owner’s change', async () => {
    serveStudio()
    signIn()
    let current = entity(open, 'default')
    let saved: unknown
    server.use(
      http.get('/api/build_task/:taskId/data/entities', () =>
        HttpResponse.json({ entities: [current] })
      ),
      http.put(
        '/api/build_task/:taskId/data/entities/todos/rules',
        async ({ request }) => {
          saved = await request.json()
          current = entity((saved as { rules: AccessRules }).rules, 'studio')
          return HttpResponse.json({ entity: current })
        }
      )
    )
    renderApp('/build-studio?taskId=task-1&tab=data_schema&view=workspace')
    const user = userEvent.setup()
    const form = await screen.findByRole('form', {
      name: 'Access rules of todos',
    })
    expect(form).toHaveTextContent('Defaults: the app code declares no rules.')
    const save = within(form).getByRole('button', { name: 'Save rules' })
    expect(save).toBeDisabled()
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'delete' }),
      'owner'
    )
    await user.click(save)
    await waitFor(() =>
      expect(saved).toEqual({ rules: { ...open, delete: 'owner' } })
    )
    expect(
      await screen.findByRole('button', { name: 'Use the app’s rules' })
    ).toBeInTheDocument()
  })
})
