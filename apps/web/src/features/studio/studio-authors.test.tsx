import { makeWorkspace } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { message, serveStudio } from '../../testing/studio-test-server'

const studioUrl = '/build-studio?taskId=task-1&projectId=project-1'

function serveWorkspace(kind: 'personal' | 'team') {
  server.use(
    http.get('/api/workspaces', () =>
      HttpResponse.json({
        workspaces: [makeWorkspace({ id: `ws-${kind}`, kind })],
      })
    )
  )
}

async function openStudio() {
  serveStudio({
    messages: [
      message({
        _id: 'm1',
        role: 'user',
        kind: 'prompt',
        content: 'A habit tracker',
        authorName: 'Ada Owner',
      }),
    ],
  })
  signIn()
  renderApp(studioUrl)
  const chat = await screen.findByRole('region', { name: 'Chat' })
  expect(await within(chat).findByText('A habit tracker')).toBeVisible()
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: /versions/i }))
  const version = await screen.findByRole('listitem', { name: 'Version 1' })
  return { chat, version }
}

describe('authors in the studio', () => {
  it('names who sent each prompt and asked for each version in a team workspace', async () => {
    serveWorkspace('team')
    const { chat, version } = await openStudio()
    expect(await within(chat).findByText('Ada Owner')).toBeVisible()
    expect(within(version).getByText('By Ada Owner')).toBeVisible()
  }, 40_000)

  it('names nobody in a personal workspace, where everything is the owner’s', async () => {
    serveWorkspace('personal')
    const { chat, version } = await openStudio()
    expect(within(chat).queryByText('Ada Owner')).toBeNull()
    expect(within(version).queryByText(/^By /)).toBeNull()
  }, 40_000)
})
