import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { ElementView, VisualEditBody } from '@kiln/contract/visual-edit'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { serveStudio } from '../../../testing/studio-test-server'

const studioUrl = '/build-studio?taskId=task-1&projectId=project-1'
const HEADING: ElementView = {
  loc: 'src/App.tsx:5:7',
  file: 'src/App.tsx',
  line: 5,
  column: 7,
  tagName: 'h1',
  component: 'App',
  text: { value: 'Welcome to Sip', editable: true },
  className: { value: 'text-4xl font-bold text-gray-900', editable: true },
  src: null,
}
const ITEM: ElementView = {
  ...HEADING,
  loc: 'src/App.tsx:9:11',
  line: 9,
  column: 11,
  tagName: 'li',
  text: {
    value: null,
    editable: false,
    reason: 'It is drawn once per item of a list (.map).',
  },
  className: {
    value: 'py-1',
    editable: false,
    reason: 'It is drawn once per item of a list (.map).',
  },
}

/** A message as the preview frame's window would post it (from its own origin unless said). */
function fromFrame(data: unknown, from?: string) {
  const frame = screen.getByTitle<HTMLIFrameElement>(/Preview of/)
  const origin = from ?? new URL(frame.src).origin
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: frame.contentWindow,
      })
    )
  })
}

describe('visual edits in the studio', () => {
  it('edits the selected element’s text and colour as a new version, and sends computed ones to the agent', async () => {
    const task = makeTask()
    serveStudio({ task })
    const sent: VisualEditBody[] = []
    server.use(
      http.get('/api/build_task/:taskId/element', ({ request }) => {
        const loc = new URL(request.url).searchParams.get('loc')
        return HttpResponse.json(loc === HEADING.loc ? HEADING : ITEM)
      }),
      http.post('/api/build_task/:taskId/visual_edit', async ({ request }) => {
        sent.push((await request.json()) as VisualEditBody)
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    const { router } = renderApp(studioUrl)
    const user = userEvent.setup()
    const select = await screen.findByRole('button', { name: 'Select' })
    const frame = screen.getByTitle<HTMLIFrameElement>(/Preview of/)
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage')
    await user.click(select)
    expect(select).toHaveAttribute('aria-pressed', 'true')
    // the command goes to the version's own preview origin only
    expect(posted).toHaveBeenCalledWith(
      { type: 'kiln:select-mode', on: true },
      new URL(task.previewUrl!).origin
    )
    const panel = screen.getByRole('complementary', { name: 'Visual edit' })
    expect(
      within(panel).getByText(/Click an element in the preview/)
    ).toBeVisible()

    const selected = {
      type: 'kiln:selected',
      loc: HEADING.loc,
      tagName: 'h1',
      rect: { x: 0, y: 0, width: 10, height: 10 },
    }
    // another origin is not the version's preview: ignored
    fromFrame(selected, 'http://v-other.localhost:3001')
    expect(
      within(panel).getByText(/Click an element in the preview/)
    ).toBeVisible()
    fromFrame(selected)
    expect(await within(panel).findByText('src/App.tsx:5')).toBeVisible()
    expect(within(panel).getByText(/in App/)).toBeVisible()

    const text = within(panel).getByRole('textbox', { name: 'Text' })
    await user.clear(text)
    await user.type(text, 'Drink more water')
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Text colour' }),
      'text-blue-600'
    )
    expect(
      within(panel).getByRole('textbox', { name: 'Raw classes' })
    ).toHaveValue('text-4xl font-bold text-blue-600')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      loc: HEADING.loc,
      text: 'Drink more water',
      className: 'text-4xl font-bold text-blue-600',
    })
    // shown in the frame at once, until the new version is built
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'kiln:patch',
        loc: HEADING.loc,
        text: 'Drink more water',
        className: {
          from: 'text-4xl font-bold text-gray-900',
          to: 'text-4xl font-bold text-blue-600',
        },
      },
      new URL(task.previewUrl!).origin
    )
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ taskId: 'task-2' })
    )
    expect(await screen.findByText('Saved as version 2')).toBeVisible()

    fromFrame({ ...selected, loc: ITEM.loc, tagName: 'li' })
    const reasons = await within(panel).findAllByText(
      /It is drawn once per item of a list/
    )
    expect(reasons).toHaveLength(2)
    expect(within(panel).queryByRole('textbox', { name: 'Text' })).toBeNull()
    await user.click(
      within(panel).getByRole('button', { name: 'Ask the agent' })
    )
    expect(
      screen.getByRole('textbox', { name: 'Follow-up prompt' })
    ).toHaveValue('In src/App.tsx:9 (App) ')
  }, 40_000)

  it('saves text typed into the preview itself as a visual edit', async () => {
    serveStudio()
    const sent: VisualEditBody[] = []
    server.use(
      http.get('/api/build_task/:taskId/element', () =>
        HttpResponse.json(HEADING)
      ),
      http.post('/api/build_task/:taskId/visual_edit', async ({ request }) => {
        sent.push((await request.json()) as VisualEditBody)
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp(studioUrl)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Select' }))
    fromFrame({ type: 'kiln:inline-text', loc: HEADING.loc, text: 'Hi' })
    await waitFor(() =>
      expect(sent).toEqual([{ loc: HEADING.loc, text: 'Hi' }])
    )
    expect(await screen.findByText('Saved as version 2')).toBeVisible()
  }, 40_000)

  it('sets an image’s source from the project’s uploaded images', async () => {
    serveStudio()
    const sent: VisualEditBody[] = []
    const image: ElementView = {
      ...HEADING,
      loc: 'src/App.tsx:12:7',
      tagName: 'img',
      text: null,
      className: { value: '', editable: true },
      src: { value: '/hero.png', editable: true },
    }
    server.use(
      http.get('/api/build_task/:taskId/element', () =>
        HttpResponse.json(image)
      ),
      http.get('/api/build_task/:taskId/files', () =>
        HttpResponse.json({
          taskId: 'task-1',
          files: [
            { path: 'src/App.tsx', content: 'export {}' },
            {
              path: 'public/logo.png',
              content: 'data:image/png;base64,iVBORw==',
            },
            { path: 'public/robots.txt', content: '' },
          ],
        })
      ),
      http.post('/api/build_task/:taskId/visual_edit', async ({ request }) => {
        sent.push((await request.json()) as VisualEditBody)
        return HttpResponse.json(
          makeTask({ _id: 'task-2', versionNumber: 2, status: 'PENDING' }),
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp(studioUrl)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Select' }))
    fromFrame({
      type: 'kiln:selected',
      loc: image.loc,
      tagName: 'img',
      rect: { x: 0, y: 0, width: 10, height: 10 },
    })
    const panel = screen.getByRole('complementary', { name: 'Visual edit' })
    const picker = await within(panel).findByRole('combobox', {
      name: 'Uploaded images',
    })
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['Choose an uploaded image…', '/logo.png'])
    await user.selectOptions(picker, '/logo.png')
    expect(within(panel).getByRole('textbox', { name: 'Image' })).toHaveValue(
      '/logo.png'
    )
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(sent).toEqual([{ loc: image.loc, src: '/logo.png' }])
    )
  }, 40_000)
})
