import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { serveStudio } from '../../../../testing/studio-test-server'
import { uploadPath } from './code-drafts'

const url =
  '/build-studio?taskId=task-1&projectId=project-1&view=workspace&tab=code'

function serveFiles() {
  server.use(
    http.get('/api/build_task/:taskId/files', () =>
      HttpResponse.json({
        files: [
          { path: 'src/App.tsx', content: 'export default function App() {}' },
          { path: 'src/index.css', content: 'body { margin: 0 }' },
        ],
      })
    )
  )
}

describe('code tab', () => {
  beforeAll(() => {
    // jsdom lays nothing out; CodeMirror measures text ranges.
    const empty = () => ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    })
    Range.prototype.getClientRects ??= empty as never
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  })

  it('opens App.tsx in the editor with highlighting', async () => {
    serveStudio()
    serveFiles()
    signIn()
    renderApp(url)
    const editor = await screen.findByRole('textbox', {
      name: 'Source of src/App.tsx',
    })
    expect(editor).toHaveTextContent('export default function App() {}')
    expect(editor.querySelector('.ͼb, [class*="ͼ"]')).not.toBeNull()
    expect(
      screen.getByRole('button', { name: 'Save as new version' })
    ).toBeDisabled()
  })

  it('uploads an image, deletes a file and saves both as a new version', async () => {
    serveStudio()
    serveFiles()
    let body: unknown
    server.use(
      http.post('/api/build_task/:taskId/edit', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    const { router } = renderApp(url)
    await screen.findByRole('textbox', { name: 'Source of src/App.tsx' })
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
      'My Logo.png',
      {
        type: 'image/png',
      }
    )
    await userEvent.upload(screen.getByLabelText('Files to upload'), png)
    expect(
      await screen.findByText('Served at /My-Logo.png.')
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'index.css' }))
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete src/index.css' })
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Save as new version (2)' })
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-2' })
    )
    expect(body).toEqual({
      files: {
        'public/My-Logo.png': 'data:image/png;base64,iVBORw==',
        'src/index.css': null,
      },
    })
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument()
  })

  it('refuses an upload of a type an app cannot use', async () => {
    serveStudio()
    serveFiles()
    signIn()
    renderApp(url)
    await screen.findByRole('textbox', { name: 'Source of src/App.tsx' })
    const input = screen.getByLabelText('Files to upload')
    input.removeAttribute('accept')
    await userEvent.upload(
      input,
      new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' })
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'public/tool.exe cannot be uploaded'
    )
  })

  it('keeps the editor read-only while the version builds', async () => {
    serveStudio({ task: makeTask({ status: 'CODING', previewUrl: null }) })
    serveFiles()
    signIn()
    renderApp(url)
    expect(
      await screen.findByText('Editing opens when the build has finished.')
    ).toBeInTheDocument()
  })
})

describe('uploadPath', () => {
  it('puts uploads under public/ with a safe name', () => {
    expect(uploadPath('Café photo (1).JPG')).toBe('public/Cafe-photo-1.JPG')
    expect(uploadPath('../../x.png')).toBe('public/x.png')
  })
})
