import { server } from '@/testing/msw-server'
import type { ThreadMessage as Message } from '@kiln/contract/build-tasks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ThreadMessage } from './thread-message'

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])

const line = (content: string): Message => ({
  _id: '9',
  taskId: 'task-3',
  role: 'system',
  kind: 'check',
  content,
  status: null,
  credits: null,
  authorName: null,
  createdAt: '2026-11-23T10:00:00.000Z',
})

function show(message: Message) {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <ThreadMessage message={message} />
    </QueryClientProvider>
  )
}

describe('thread run check lines', () => {
  it('shows the routes checked, the errors and a thumbnail of the first page', async () => {
    server.use(
      http.get(
        '/api/build_task/task-3/run_check/screenshot',
        () =>
          new HttpResponse(JPEG, { headers: { 'content-type': 'image/jpeg' } })
      )
    )
    show(
      line(
        'Opened the app in a browser (/, /about): errors on /about (1.2 s).\n/about: Uncaught Error: boom'
      )
    )
    const check = screen.getByRole('figure', { name: 'Run check' })
    expect(check).toHaveTextContent('errors on /about')
    expect(check).toHaveTextContent('/about: Uncaught Error: boom')
    const thumbnail = await screen.findByAltText(
      "The app's first page as the run check saw it"
    )
    expect(thumbnail.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
  })

  it('shows a skipped check without asking for a screenshot', () => {
    server.use(
      http.get('/api/build_task/task-3/run_check/screenshot', () => {
        throw new Error('a skipped check has no screenshot')
      })
    )
    show(
      line(
        'The app was not opened in a browser to check it: No Chromium on this server.'
      )
    )
    expect(screen.getByRole('figure', { name: 'Run check' })).toHaveTextContent(
      'not opened in a browser'
    )
    expect(screen.queryByRole('img')).toBeNull()
  })
})
