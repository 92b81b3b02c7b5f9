import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BILLING_NOT_CONFIGURED } from '@kiln/contract/billing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { signPayload } from './stripe-signature'

const SECRET = 'whsec_test_secret'

/** Speaks the part of Stripe's API Kiln uses: POST /v1/checkout/sessions. */
function stripeStandIn() {
  const requests: { auth?: string; form: URLSearchParams }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.writeHead(404).end()
        return
      }
      requests.push({
        auth: req.headers.authorization,
        form: new URLSearchParams(body),
      })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.test/cs_1' })
      )
    })
  })
  return { server, requests }
}

describe('plans and billing', () => {
  let ctx: TestContext
  let bare: TestContext
  let stripe: ReturnType<typeof stripeStandIn>
  let user: SignedUp
  beforeAll(async () => {
    stripe = stripeStandIn()
    await new Promise<void>((done) =>
      stripe.server.listen(0, '127.0.0.1', done)
    )
    const { port } = stripe.server.address() as AddressInfo
    ctx = await buildTestApp({
      env: testEnv({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      }),
    })
    bare = await buildTestApp({ database: ctx.database })
    user = await signup(ctx.app)
  })
  afterAll(async () => {
    await bare.app.close()
    await ctx.close()
    await new Promise((done) => (stripe.server as Server).close(done))
  })

  const webhook = (payload: string, signature?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    })
  const session = (
    id: string,
    type: string,
    userId: string,
    fields: object = { mode: 'subscription', payment_status: 'paid' }
  ) =>
    JSON.stringify({
      id,
      type,
      data: { object: { client_reference_id: userId, ...fields } },
    })
  const completed = (id: string, userId: string) =>
    session(id, 'checkout.session.completed', userId)
  const now = () => Math.floor(Date.now() / 1000)
  const plan = async (who: SignedUp) =>
    (
      await ctx.app.inject({
        url: `/api/users/${who.userId}/profile`,
        headers: bearer(who.accessToken),
      })
    ).json().user.subscription.currentPlan

  it('lists free and pro with credits and prices', async () => {
    const res = await ctx.app.inject({ url: '/api/plans' })
    expect(res.json()).toEqual({
      billingEnabled: true,
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
    expect(
      (await bare.app.inject({ url: '/api/plans' })).json().billingEnabled
    ).toBe(false)
  })

  it('starts a Stripe Checkout session for the caller', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(user.accessToken),
      payload: { plan: 'pro' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ url: 'https://checkout.test/cs_1' })
    const [sent] = stripe.requests
    expect(sent?.auth).toBe('Bearer sk_test_123')
    expect(sent?.form.get('mode')).toBe('subscription')
    expect(sent?.form.get('client_reference_id')).toBe(user.userId)
    expect(sent?.form.get('success_url')).toBe(
      'http://kiln.test/pricing?success={CHECKOUT_SESSION_ID}&plan=pro'
    )
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe(
      '2000'
    )
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(user.accessToken),
      payload: { plan: 'gold' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('answers 503 with the message when billing is not configured', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(user.accessToken),
      payload: { plan: 'pro' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe(BILLING_NOT_CONFIGURED)
  })

  it('refuses wrong, missing and expired signatures', async () => {
    const body = completed('evt_bad', user.userId)
    expect((await webhook(body)).statusCode).toBe(400)
    expect(
      (await webhook(body, signPayload('whsec_other', now(), body))).statusCode
    ).toBe(400)
    const old = await webhook(body, signPayload(SECRET, now() - 301, body))
    expect(old.statusCode).toBe(400)
    expect(old.json().error.message).toContain('expired')
    const tampered = signPayload(SECRET, now(), body)
    expect(
      (await webhook(body.replace('evt_bad', 'evt_b4d'), tampered)).statusCode
    ).toBe(400)
    expect(await plan(user)).toBe('free')
  })

  it('upgrades on checkout.session.completed once per event id', async () => {
    const body = completed('evt_ok_1', user.userId)
    const res = await webhook(body, signPayload(SECRET, now(), body))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    expect(await plan(user)).toBe('pro')
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(user.accessToken),
      payload: { plan: 'pro' },
    })
    expect(twice.statusCode).toBe(409)

    const ended = JSON.stringify({
      id: 'evt_end_1',
      type: 'customer.subscription.deleted',
      data: { object: { metadata: { userId: user.userId } } },
    })
    await webhook(ended, signPayload(SECRET, now(), ended))
    expect(await plan(user)).toBe('free')
    const replay = await webhook(body, signPayload(SECRET, now(), body))
    expect(replay.statusCode).toBe(200)
    expect(await plan(user)).toBe('free')
  })

  it('upgrades only a paid subscription session, and on a delayed payment only once it succeeds', async () => {
    const who = await signup(ctx.app)
    const send = async (body: string) => {
      const res = await webhook(body, signPayload(SECRET, now(), body))
      expect(res.statusCode).toBe(200)
    }
    const pending = { mode: 'subscription', payment_status: 'unpaid' }
    await send(
      session('evt_p_1', 'checkout.session.completed', who.userId, pending)
    )
    await send(
      session('evt_p_2', 'checkout.session.completed', who.userId, {
        mode: 'payment',
        payment_status: 'paid',
      })
    )
    await send(session('evt_p_3', 'checkout.session.completed', who.userId, {}))
    await send(
      session('evt_p_4', 'checkout.session.async_payment_failed', who.userId, {
        mode: 'subscription',
        payment_status: 'unpaid',
      })
    )
    expect(await plan(who)).toBe('free')
    await send(
      session('evt_p_5', 'checkout.session.async_payment_succeeded', who.userId)
    )
    expect(await plan(who)).toBe('pro')
  })
})
