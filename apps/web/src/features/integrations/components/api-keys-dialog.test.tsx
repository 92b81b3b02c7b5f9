import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  closeOverlaysAfterEach,
  makeApiKey,
  serveLists,
} from '../testing/integration-fixtures'

closeOverlaysAfterEach()

const keysUrl = '/api/users/user-1/api-keys'

async function openDialog(keys: ReturnType<typeof makeApiKey>[] = []) {
  serveLists([])
  server.use(http.get(keysUrl, () => HttpResponse.json({ apiKeys: keys })))
  signIn()
  renderApp('/integrations')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Service Keys' }))
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Integrations' })
  )
  const figma = within(await dialog.findByRole('region', { name: 'Figma' }))
  return { user, figma }
}

function serveSave(validate: () => Response) {
  const bodies: unknown[] = []
  let validated = 0
  server.use(
    http.post(keysUrl, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ success: true, apiKey: makeApiKey() })
    }),
    http.post(`${keysUrl}/figma/validate`, () => {
      validated += 1
      return validate()
    })
  )
  return { bodies, validated: () => validated }
}

describe('Figma key form', () => {
  it('needs a token, trims fields, saves, validates and toasts', async () => {
    const save = serveSave(() =>
      HttpResponse.json({ validation: { valid: true } })
    )
    const { user, figma } = await openDialog()
    const saveButton = figma.getByRole('button', { name: 'Save API Key' })
    expect(saveButton).toBeDisabled()
    expect(figma.getByLabelText('Personal Access Token')).toHaveAttribute(
      'type',
      'password'
    )
    expect(
      figma.getByRole('link', { name: /personal access token/i })
    ).toHaveAttribute('href', expect.stringContaining('help.figma.com'))
    await user.type(figma.getByLabelText('Personal Access Token'), '   ')
    expect(saveButton).toBeDisabled()
    await user.type(figma.getByLabelText('Key Name (optional)'), '  Mine  ')
    await user.type(figma.getByLabelText('Description (optional)'), '   ')
    await user.type(figma.getByLabelText('Personal Access Token'), 'figd_x ')
    await user.click(saveButton)
    expect(
      await screen.findByText('Figma API key saved and validated successfully!')
    ).toBeInTheDocument()
    expect(save.bodies).toEqual([
      { service: 'figma', apiKey: 'figd_x', keyName: 'Mine' },
    ])
    expect(save.validated()).toBe(1)
  })

  it('warns when validation fails', async () => {
    serveSave(() => HttpResponse.json({ validation: { valid: false } }))
    const { user, figma } = await openDialog()
    await user.type(figma.getByLabelText('Personal Access Token'), 'bad')
    await user.click(figma.getByRole('button', { name: 'Save API Key' }))
    expect(
      await screen.findByText(
        'Figma API key saved but validation failed. Please check your key.'
      )
    ).toBeInTheDocument()
  })

  it('warns when the validation call fails', async () => {
    serveSave(() => new HttpResponse(null, { status: 502 }))
    const { user, figma } = await openDialog()
    await user.type(figma.getByLabelText('Personal Access Token'), 'tok')
    await user.click(figma.getByRole('button', { name: 'Save API Key' }))
    expect(
      await screen.findByText(
        'Figma API key saved but could not be validated. Please check your key.'
      )
    ).toBeInTheDocument()
  })

  it('shows a failed save as a toast and inline, cleared on typing', async () => {
    // The server's sentence for a size limit (plugins/infrastructure/validation-message.ts).
    const tooLong = 'API key is too long: at most 10,000 characters.'
    server.use(
      http.post(keysUrl, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_FAILED', message: tooLong } },
          { status: 400 }
        )
      )
    )
    const { user, figma } = await openDialog()
    const token = figma.getByLabelText('Personal Access Token')
    await user.type(token, 'tok')
    await user.click(figma.getByRole('button', { name: 'Save API Key' }))
    expect(
      await screen.findByText('Failed to save Figma API key')
    ).toBeInTheDocument()
    expect(figma.getByRole('alert')).toHaveTextContent(tooLong)
    await user.type(token, 'x')
    expect(figma.queryByText(tooLong)).not.toBeInTheDocument()
  })
})

describe('stored Figma key', () => {
  it('shows the key and disables it', async () => {
    let status = ''
    server.use(
      http.put(`${keysUrl}/figma`, async ({ request }) => {
        status = ((await request.json()) as { status: string }).status
        return HttpResponse.json({ success: true, apiKey: makeApiKey() })
      })
    )
    const { user, figma } = await openDialog([makeApiKey()])
    expect(figma.getByText('Design key')).toBeInTheDocument()
    expect(figma.getByText('For the landing page')).toBeInTheDocument()
    expect(figma.getByText('figd_••••••••abcd')).toBeInTheDocument()
    expect(figma.getByText('Last used: 21 Nov 2026')).toBeInTheDocument()
    expect(figma.getByText('Active')).toBeInTheDocument()
    await user.click(figma.getByRole('button', { name: 'Disable' }))
    expect(
      await screen.findByText('Figma API key disabled!')
    ).toBeInTheDocument()
    expect(status).toBe('inactive')
  })

  it('enables an inactive key with a default name; toasts a failed update', async () => {
    let fail = false
    server.use(
      http.put(`${keysUrl}/figma`, () =>
        fail
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ success: true, apiKey: makeApiKey() })
      )
    )
    const { user, figma } = await openDialog([
      makeApiKey({ status: 'inactive', keyName: undefined }),
    ])
    expect(figma.getByText('Figma API Key')).toBeInTheDocument()
    expect(figma.getByText('Inactive')).toBeInTheDocument()
    await user.click(figma.getByRole('button', { name: 'Enable' }))
    expect(
      await screen.findByText('Figma API key enabled!')
    ).toBeInTheDocument()
    fail = true
    await user.click(figma.getByRole('button', { name: 'Enable' }))
    expect(
      await screen.findByText('Failed to update Figma API key status')
    ).toBeInTheDocument()
  })

  it('asks before deleting the key, deletes it, and toasts a failed delete', async () => {
    let keys = [makeApiKey()]
    let fail = true
    let deletes = 0
    server.use(
      http.get(keysUrl, () => HttpResponse.json({ apiKeys: keys })),
      http.delete(`${keysUrl}/figma`, () => {
        deletes += 1
        if (fail) return new HttpResponse(null, { status: 500 })
        keys = []
        return HttpResponse.json({ success: true, service: 'figma' })
      })
    )
    const { user, figma } = await openDialog(keys)
    server.use(http.get(keysUrl, () => HttpResponse.json({ apiKeys: keys })))
    const remove = figma.getByRole('button', { name: 'Delete Figma API key' })
    const confirm = async (answer: 'Delete' | 'Cancel') => {
      await user.click(remove)
      const dialog = await screen.findByRole('dialog', {
        name: 'Delete Figma API Key',
      })
      expect(dialog).toHaveTextContent(
        'Builds will no longer be able to read your Figma designs.'
      )
      await user.click(within(dialog).getByRole('button', { name: answer }))
    }
    await confirm('Cancel')
    expect(deletes).toBe(0)
    expect(figma.getByText('figd_••••••••abcd')).toBeInTheDocument()
    await confirm('Delete')
    expect(
      await screen.findByText('Failed to delete Figma API key')
    ).toBeInTheDocument()
    fail = false
    await confirm('Delete')
    expect(
      await screen.findByText('Figma API key deleted successfully!')
    ).toBeInTheDocument()
    expect(deletes).toBe(2)
    await waitFor(() =>
      expect(figma.getByLabelText('Personal Access Token')).toBeInTheDocument()
    )
  })
})
