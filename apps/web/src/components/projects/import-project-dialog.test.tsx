import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const serveModels = () =>
  server.use(
    http.get('/api/models', () =>
      HttpResponse.json({ models: [], defaultModelId: 'offline' })
    ),
    http.post('/api/search/mcp-servers', () =>
      HttpResponse.json({ results: [] })
    ),
    http.post('/api/search/apis', () => HttpResponse.json({ results: [] }))
  )

describe('Import', () => {
  it('uploads a zip from /home and opens the new project in the studio', async () => {
    serveModels()
    let sent: File | null = null
    server.use(
      http.post('/api/build_project/import', async ({ request }) => {
        sent = (await request.formData()).get('file') as File
        return HttpResponse.json(
          makeTask({ _id: 't-imported', projectId: 'p-imported' }),
          { status: 201 }
        )
      })
    )
    signIn()
    const { router } = renderApp('/home')
    const user = userEvent.setup()
    const buttons = await screen.findAllByRole('button', { name: 'Import' })
    await user.click(buttons[buttons.length - 1]!)
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'shop.zip', {
      type: 'application/zip',
    })
    await user.upload(await screen.findByLabelText('Zip file to import'), zip)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/build-studio')
    )
    expect(router.state.location.search).toMatchObject({
      taskId: 't-imported',
      projectId: 'p-imported',
    })
    expect(sent!.size).toBe(4)
  })

  it('imports a Git URL with its branch, folder and token, and shows the server’s refusal as a toast', async () => {
    serveModels()
    let body: unknown
    server.use(
      http.post('/api/build_project/import', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          {
            error: {
              code: 'UPSTREAM_FAILED',
              message: 'The Git server refused the token.',
            },
            requestId: 'r1',
          },
          { status: 422 }
        )
      })
    )
    signIn()
    renderApp('/home')
    const user = userEvent.setup()
    const buttons = await screen.findAllByRole('button', { name: 'Import' })
    await user.click(buttons[0]!)
    await user.type(
      await screen.findByLabelText('Git repository URL'),
      'https://git.example.com/acme/shop.git'
    )
    await user.type(screen.getByLabelText('Branch or tag'), 'dev')
    await user.type(screen.getByLabelText('Folder'), 'web')
    await user.type(
      screen.getByLabelText('Access token (private repositories)'),
      'tok'
    )
    await user.click(screen.getByRole('button', { name: 'Import from Git' }))
    expect(
      await screen.findByText('The Git server refused the token.')
    ).toBeInTheDocument()
    expect(body).toEqual({
      gitUrl: 'https://git.example.com/acme/shop.git',
      ref: 'dev',
      subdir: 'web',
      token: 'tok',
    })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
