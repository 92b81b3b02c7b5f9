import { makeProfile } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import type { SalelistEntry } from '@kiln/contract/invitations'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

let entries: SalelistEntry[]

const entry = (email: string): SalelistEntry => ({
  email,
  addedBy: 'root@kiln.test',
  createdAt: '2026-11-02T00:00:00Z',
})

beforeEach(() => {
  entries = [entry('ann@kiln.test'), entry('bob@kiln.test')]
  server.use(
    http.get('/api/users/:userId/profile', () =>
      HttpResponse.json({
        success: true,
        user: makeProfile({ isAdmin: true }),
      })
    ),
    http.get('/api/admin/salelist', () => HttpResponse.json({ entries })),
    http.post('/api/admin/salelist', async ({ request }) => {
      const { email } = (await request.json()) as { email: string }
      const added = entry(email)
      entries = [...entries, added]
      return HttpResponse.json(added, { status: 201 })
    }),
    http.delete('/api/admin/salelist/:email', ({ params }) => {
      entries = entries.filter((e) => e.email !== params.email)
      return HttpResponse.json({ removed: true })
    })
  )
})

async function findList() {
  return screen.findByRole('list', { name: 'Allowed e-mails' })
}

describe('/admin/credits invitation allow-list', () => {
  it('lists the allowed e-mails', async () => {
    signIn()
    renderApp('/admin/credits')
    expect(
      await screen.findByRole('heading', { name: 'Invitation allow-list' })
    ).toBeInTheDocument()
    const items = within(await findList()).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ann@kiln.test'),
      expect.stringContaining('bob@kiln.test'),
    ])
  })

  it('adds an e-mail and shows it in the list', async () => {
    signIn()
    renderApp('/admin/credits')
    const user = userEvent.setup()
    await findList()
    await user.type(screen.getByLabelText('E-mail to allow'), 'carol@kiln.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(async () =>
      expect(await findList()).toHaveTextContent('carol@kiln.test')
    )
    expect(screen.getByLabelText('E-mail to allow')).toHaveValue('')
  })

  it('removes an e-mail from the list', async () => {
    signIn()
    renderApp('/admin/credits')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Remove ann@kiln.test' })
    )
    await waitFor(async () =>
      expect(await findList()).not.toHaveTextContent('ann@kiln.test')
    )
    expect(await findList()).toHaveTextContent('bob@kiln.test')
  })
})
