import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const shared = {
  name: 'Bakery',
  prompt: 'Landing page for my bakery',
  versionNumber: 2,
  previewUrl: 'http://v-t1.localhost:3001/',
  createdAt: '2026-01-01T00:00:00.000Z',
  files: [
    { path: 'index.html', content: '<div id="root"></div>' },
    { path: 'src/App.tsx', content: 'export function App() {}' },
  ],
}

describe('/share', () => {
  it('shows the shared version read-only with its preview and files', async () => {
    signIn()
    server.use(
      http.get('/api/share/good-link', () => HttpResponse.json(shared))
    )
    renderApp('/share?link=good-link')
    expect(
      await screen.findByRole('heading', { name: 'Bakery' })
    ).toBeInTheDocument()
    expect(screen.getByText(/Shared version 2/)).toBeInTheDocument()
    const frame = screen.getByTitle('Preview of Bakery, version 2')
    expect(frame).toHaveAttribute('src', shared.previewUrl)
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    expect(screen.getByLabelText('Source of src/App.tsx')).toHaveTextContent(
      'export function App() {}'
    )
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Files' })).getByText(
        'index.html'
      )
    )
    expect(screen.getByLabelText('Source of index.html')).toBeInTheDocument()
    const clone = screen.getByRole('link', { name: 'Clone to my projects' })
    const href = clone.getAttribute('href') ?? ''
    expect(href.startsWith('/build-studio#prefill=')).toBe(true)
    const prefill = new URLSearchParams(href.split('#')[1]).get('prefill')
    expect(JSON.parse(prefill ?? '')).toMatchObject({
      mode: 'auto-clone',
      shareLink: 'good-link',
    })
  })

  it('says when a link is invalid or revoked', async () => {
    signIn()
    server.use(
      http.get('/api/share/gone', () =>
        HttpResponse.json(
          {
            error: {
              code: 'NOT_FOUND',
              message: 'This share link is invalid or has been revoked.',
            },
            requestId: 'r1',
          },
          { status: 404 }
        )
      )
    )
    renderApp('/share?link=gone')
    expect(
      await screen.findByText('This share link is invalid or has been revoked.')
    ).toBeInTheDocument()
  })
})
