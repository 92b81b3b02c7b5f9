import { errorBody } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const CODE = 'KILN-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

describe('invitation pages', () => {
  it('generates codes and shows them once with copy buttons', async () => {
    let sent: unknown
    server.use(
      http.post('/api/invitation-codes/generate', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          {
            codes: [
              {
                id: 'c1',
                code: CODE,
                hint: '…4567',
                grant: { type: 'plan', plan: 'pro' },
                usesTotal: 3,
                usesLeft: 3,
                expiresAt: null,
                revokedAt: null,
                createdAt: '2026-11-22T00:00:00Z',
              },
            ],
          },
          { status: 201 }
        )
      })
    )
    signIn()
    renderApp('/invitation?view=generate')
    const uses = await screen.findByLabelText('Uses per code (1–1000)')
    await userEvent.clear(uses)
    await userEvent.type(uses, '3')
    await userEvent.selectOptions(
      screen.getByLabelText('Grant'),
      'Pro plan for the current cycle'
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Generate codes' })
    )
    expect(await screen.findByText(CODE)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Copy ${CODE}` })).toBeEnabled()
    expect(sent).toEqual({
      count: 1,
      usesPerCode: 3,
      expiresAt: null,
      grant: { type: 'plan', plan: 'pro' },
    })
  })

  it('redeems a code and says what was granted, or why not', async () => {
    server.use(
      http.post('/api/invitation-codes/redeem', async ({ request }) => {
        const { code } = (await request.json()) as { code: string }
        return code === CODE
          ? HttpResponse.json({
              grant: { type: 'credits', credits: 25 },
              message: '25 credits were added to this cycle.',
            })
          : HttpResponse.json(
              errorBody(
                'INVITATION_EXPIRED',
                'This invitation code has expired.'
              ),
              { status: 410 }
            )
      })
    )
    signIn()
    renderApp('/invitation/redeem')
    const input = await screen.findByLabelText('Invitation code')
    await userEvent.type(input, 'KILN-OLD')
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation code has expired.'
    )
    await userEvent.clear(input)
    await userEvent.type(input, CODE)
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code redeemed. 25 credits were added to this cycle.'
    )
  })
})
