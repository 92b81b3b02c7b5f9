import { PLANS } from '@kiln/contract/users'
import type { Env } from '../../config/env'
import { AppError } from '../../lib/app-error'

type Customer = { userId: string; email: string }

/** The form body of POST /v1/checkout/sessions for a monthly Pro subscription. */
export function checkoutForm(env: Env, customer: Customer) {
  const form = new URLSearchParams({
    mode: 'subscription',
    // Words, not true/1: the SPA's search parser would turn those into non-strings.
    success_url: `${env.publicUrl}/pricing?success={CHECKOUT_SESSION_ID}&plan=pro`,
    cancel_url: `${env.publicUrl}/pricing?canceled=checkout&plan=pro`,
    client_reference_id: customer.userId,
    customer_email: customer.email,
    'metadata[userId]': customer.userId,
    'subscription_data[metadata][userId]': customer.userId,
    'line_items[0][quantity]': '1',
  })
  if (env.stripe.priceId) {
    form.set('line_items[0][price]', env.stripe.priceId)
  } else {
    form.set('line_items[0][price_data][currency]', 'usd')
    form.set(
      'line_items[0][price_data][unit_amount]',
      String(PLANS.pro.priceMonthly)
    )
    form.set('line_items[0][price_data][recurring][interval]', 'month')
    form.set('line_items[0][price_data][product_data][name]', 'Kiln Pro')
  }
  return form
}

/** Creates a Checkout Session through Stripe's REST API; answers its URL. */
export async function createCheckoutSession(
  env: Env,
  secretKey: string,
  customer: Customer
): Promise<string> {
  const unavailable = (cause?: unknown) =>
    new AppError('SERVICE_UNAVAILABLE', {
      message: 'Checkout could not be started. Please try again later.',
      cause,
    })
  let response: Response
  try {
    response = await fetch(`${env.stripe.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: checkoutForm(env, customer),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw unavailable(error)
  }
  const body = (await response.json().catch(() => null)) as {
    url?: unknown
  } | null
  if (!response.ok || typeof body?.url !== 'string') throw unavailable()
  return body.url
}
