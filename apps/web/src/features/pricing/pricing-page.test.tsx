import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { BILLING_NOT_CONFIGURED } from './pricing-messages'

const plans = (billingEnabled: boolean) =>
  http.get('/api/plans', () =>
    HttpResponse.json({
      billingEnabled,
      plans: [
        {
          id: 'free',
          name: 'Free',
          creditsPerCycle: 100,
          priceMonthly: 0,
          currency: 'usd',
        },
        {
          id: 'pro',
          name: 'Pro',
          creditsPerCycle: 2000,
          priceMonthly: 2000,
          currency: 'usd',
        },
      ],
    })
  )

describe('/pricing', () => {
  it('says when billing is not configured and offers no upgrade', async () => {
    server.use(plans(false))
    signIn()
    renderApp('/pricing')
    expect(await screen.findByText(BILLING_NOT_CONFIGURED)).toBeInTheDocument()
    expect(screen.getByText('$20.00 / month')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull()
  })

  it('shows the return from checkout and highlights the plan', async () => {
    server.use(plans(true))
    signIn()
    renderApp('/pricing?success=cs_test_1&plan=pro')
    expect(
      await screen.findByText('Your plan was upgraded.')
    ).toBeInTheDocument()
    const pro = await screen.findByRole('article', { name: 'Pro plan' })
    expect(pro).toHaveAttribute('data-highlighted', 'true')
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled()
  })

  it('says a canceled checkout was canceled', async () => {
    server.use(plans(true))
    signIn()
    renderApp('/pricing?canceled=checkout')
    expect(
      await screen.findByText('Checkout was canceled.')
    ).toBeInTheDocument()
  })
})
