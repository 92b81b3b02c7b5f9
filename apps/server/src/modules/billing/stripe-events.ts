import type { Database } from '../../db/database'
import { billingEvents } from '../../db/schema'
import type { CreditsService } from '../credits'

type StripeEvent = {
  id: string
  type: string
  data?: { object?: Record<string, unknown> }
}

const userIdOf = (object: Record<string, unknown>) => {
  const metadata = object.metadata as Record<string, unknown> | undefined
  const id = object.client_reference_id ?? metadata?.userId
  return typeof id === 'string' ? id : undefined
}

/**
 * A Checkout Session that has been paid for Kiln's Pro subscription (the
 * only kind Kiln creates). `unpaid` is a delayed payment method still
 * pending: its outcome arrives as async_payment_succeeded or _failed.
 */
const isPaidSubscription = (session: Record<string, unknown>) =>
  session.mode === 'subscription' && session.payment_status === 'paid'

const UPGRADING = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
])

export const isStripeEvent = (value: unknown): value is StripeEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StripeEvent).id === 'string' &&
  typeof (value as StripeEvent).type === 'string'

/** Applies an event once: a second delivery of the same id changes nothing. */
export async function handleStripeEvent(
  deps: { db: Database; credits: Pick<CreditsService, 'setPlan'> },
  event: StripeEvent
) {
  const { db, credits } = deps
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning()
    if (fresh.length === 0) return 'duplicate' as const
    const object = event.data?.object ?? {}
    const userId = userIdOf(object)
    if (!userId) return 'ignored' as const
    const change = { reason: 'plan_change', actorId: null }
    if (UPGRADING.has(event.type)) {
      if (!isPaidSubscription(object)) return 'unpaid' as const
      await credits.setPlan(tx, userId, 'pro', null, {
        ...change,
        note: 'Upgraded through Stripe Checkout',
      })
      return 'applied' as const
    }
    // The delayed payment failed: the session never upgraded anyone.
    if (event.type === 'checkout.session.async_payment_failed')
      return 'payment_failed' as const
    if (event.type === 'customer.subscription.deleted') {
      await credits.setPlan(tx, userId, 'free', null, {
        ...change,
        note: 'Stripe subscription ended',
      })
      return 'applied' as const
    }
    return 'ignored' as const
  })
}
