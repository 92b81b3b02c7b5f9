import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { ProjectEnv } from '@kiln/contract/project-env'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'

const STUDIO = '/build-studio?taskId=task-1&tab=settings&view=workspace'

describe('studio settings: environment variables', () => {
  it('lists, edits, adds and removes variables, saves the whole set and says it applies to the next build', async () => {
    serveStudio()
    signIn()
    let current: ProjectEnv = {
      variables: [
        { name: 'VITE_API_URL', value: 'https://api.example.test' },
        { name: 'VITE_OLD', value: 'remove me' },
      ],
    }
    const puts: unknown[] = []
    server.use(
      http.get('/api/build_project/:projectId/env', () =>
        HttpResponse.json(current)
      ),
      http.put('/api/build_project/:projectId/env', async ({ request }) => {
        const body = (await request.json()) as ProjectEnv
        puts.push(body)
        current = {
          variables: [...body.variables].sort((a, b) =>
            a.name.localeCompare(b.name)
          ),
        }
        return HttpResponse.json(current)
      })
    )
    renderApp(STUDIO)
    const user = userEvent.setup()
    const section = await screen.findByRole('region', {
      name: 'Environment variables',
    })
    expect(within(section).getByRole('note')).toHaveTextContent(
      'These values are public'
    )
    expect(within(section).getByRole('note')).toHaveTextContent(
      'Never put a secret here'
    )
    expect(
      within(section).getByRole('link', { name: 'Custom API' })
    ).toHaveAttribute('href', '/integrations')
    expect(
      await within(section).findByRole('textbox', {
        name: 'Value of variable 1',
      })
    ).toHaveValue('https://api.example.test')
    const saveButton = within(section).getByRole('button', {
      name: 'Save variables',
    })
    expect(saveButton).toBeDisabled()

    const value = within(section).getByRole('textbox', {
      name: 'Value of variable 1',
    })
    await user.clear(value)
    await user.type(value, 'https://api.example.test/v2')
    await user.click(
      within(section).getByRole('button', { name: 'Remove VITE_OLD' })
    )
    await user.click(
      within(section).getByRole('button', { name: 'Add variable' })
    )
    await user.type(
      within(section).getByRole('textbox', { name: 'Name of variable 2' }),
      'VITE_TITLE'
    )
    await user.type(
      within(section).getByRole('textbox', { name: 'Value of variable 2' }),
      'Sip'
    )
    await user.click(saveButton)

    await waitFor(() =>
      expect(puts).toEqual([
        {
          variables: [
            { name: 'VITE_API_URL', value: 'https://api.example.test/v2' },
            { name: 'VITE_TITLE', value: 'Sip' },
          ],
        },
      ])
    )
    expect(
      await screen.findByText('Variables saved. They apply to the next build.')
    ).toBeInTheDocument()
    await waitFor(() => expect(saveButton).toBeDisabled())
    expect(
      within(section).queryByRole('button', { name: 'Remove VITE_OLD' })
    ).toBeNull()
  }, 40_000)

  it('explains a bad or repeated name before saving and does not send it', async () => {
    serveStudio()
    signIn()
    let puts = 0
    server.use(
      http.put('/api/build_project/:projectId/env', () => {
        puts += 1
        return HttpResponse.json({ variables: [] })
      })
    )
    renderApp(STUDIO)
    const user = userEvent.setup()
    const section = await screen.findByRole('region', {
      name: 'Environment variables',
    })
    await user.click(
      within(section).getByRole('button', { name: 'Add variable' })
    )
    const name = within(section).getByRole('textbox', {
      name: 'Name of variable 1',
    })
    await user.type(name, 'API_SECRET')
    expect(within(section).getByRole('alert')).toHaveTextContent(
      '"API_SECRET" is not a valid name: names start with VITE_'
    )
    const saveButton = within(section).getByRole('button', {
      name: 'Save variables',
    })
    expect(saveButton).toBeDisabled()

    await user.clear(name)
    await user.type(name, 'VITE_A')
    await user.click(
      within(section).getByRole('button', { name: 'Add variable' })
    )
    await user.type(
      within(section).getByRole('textbox', { name: 'Name of variable 2' }),
      'VITE_A'
    )
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'VITE_A is listed twice.'
    )
    expect(saveButton).toBeDisabled()
    expect(puts).toBe(0)
  }, 40_000)
})
