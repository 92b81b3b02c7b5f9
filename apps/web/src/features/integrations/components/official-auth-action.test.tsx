import { gate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  MCP_AUTH_FRESHNESS_MS,
  MCP_AUTH_STORAGE_KEY,
  setMcpAuthState,
} from '../mcp-auth-record'
import {
  closeOverlaysAfterEach,
  makeServer,
  serveLists,
} from '../testing/integration-fixtures'

closeOverlaysAfterEach()

const linear = makeServer({
  _id: 'off1',
  name: 'Linear',
  isOfficial: true,
  authType: 'oauth',
})

function storedEntry() {
  const entries = JSON.parse(
    localStorage.getItem(MCP_AUTH_STORAGE_KEY) ?? '[]'
  ) as { serverId: string; isAuthenticated: boolean }[]
  return entries.find((entry) => entry.serverId === 'off1')
}

async function renderCard() {
  signIn()
  renderApp('/integrations')
  return within(await screen.findByRole('article', { name: 'Linear' }))
}

describe('official server authentication', () => {
  it('goes Connecting..., Waiting... until the status says authenticated, then Disconnect', async () => {
    serveLists([linear])
    let granted = false
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue(popup as unknown as Window)
    const { released, release } = gate()
    server.use(
      http.post('/api/mcp-servers/:id/auth/start', async () => {
        await released
        return HttpResponse.json({
          authorizationUrl: 'https://auth.example.com/authorize?x=1',
        })
      }),
      http.get('/api/mcp-servers/:id/auth/status', () =>
        HttpResponse.json({ isAuthenticated: granted })
      )
    )
    const card = await renderCard()
    await userEvent.click(card.getByRole('button', { name: 'Authenticate' }))
    expect(card.getByRole('button', { name: 'Connecting...' })).toBeDisabled()
    release()
    expect(
      await card.findByRole('button', { name: 'Waiting...' })
    ).toBeDisabled()
    expect(open).toHaveBeenCalledOnce()
    expect(popup.location.href).toBe('https://auth.example.com/authorize?x=1')
    granted = true
    expect(
      await card.findByRole('button', { name: 'Disconnect' })
    ).toBeEnabled()
    expect(storedEntry()).toMatchObject({ isAuthenticated: true })
  })

  it('disconnects after the confirmation dialog', async () => {
    serveLists([{ ...linear, isAuthenticated: true }])
    let deleted = false
    const { released, release } = gate()
    server.use(
      http.delete('/api/mcp-servers/:id/auth', async () => {
        await released
        deleted = true
        return HttpResponse.json({ isAuthenticated: false })
      })
    )
    const card = await renderCard()
    const user = userEvent.setup()
    await user.click(card.getByRole('button', { name: 'Disconnect' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Disconnect MCP Server',
    })
    expect(dialog).toHaveTextContent(
      'Are you sure you want to disconnect from "Linear"? You will need to re-authenticate to use this server again.'
    )
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(
      await card.findByRole('button', { name: 'Disconnecting...' })
    ).toBeDisabled()
    release()
    expect(
      await card.findByRole('button', { name: 'Authenticate' })
    ).toBeEnabled()
    expect(deleted).toBe(true)
    expect(storedEntry()).toMatchObject({ isAuthenticated: false })
  })

  it('keeps the connection when the dialog is cancelled', async () => {
    serveLists([{ ...linear, isAuthenticated: true }])
    const card = await renderCard()
    const user = userEvent.setup()
    await user.click(card.getByRole('button', { name: 'Disconnect' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Disconnect MCP Server',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(card.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
  })

  it('shows Disconnect from a local record fresher than 24 hours', async () => {
    serveLists([linear])
    setMcpAuthState('off1', true, Date.now() - MCP_AUTH_FRESHNESS_MS + 60_000)
    const card = await renderCard()
    expect(card.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument()
  })

  it('shows Authenticate for a record older than 24 hours', async () => {
    serveLists([linear])
    setMcpAuthState('off1', true, Date.now() - MCP_AUTH_FRESHNESS_MS - 1)
    const card = await renderCard()
    expect(
      card.getByRole('button', { name: 'Authenticate' })
    ).toBeInTheDocument()
  })
})
