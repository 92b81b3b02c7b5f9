import { BILLING_NOT_CONFIGURED } from '@kiln/contract/billing'
import { PLANS } from '@kiln/contract/users'
import type { Env } from '../../config/env'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { CreditsService } from '../credits'
import type { UsersService } from '../users'
import { createCheckoutSession } from './stripe-checkout'
import { handleStripeEvent, isStripeEvent } from './stripe-events'
import { verifySignature } from './stripe-signature'

const notConfigured = () =>
  new AppError('BILLING_NOT_CONFIGURED', { message: BILLING_NOT_CONFIGURED })
const badRequest = (message: string) => new AppError('BAD_REQUEST', { message })

/** Plans, Stripe checkout and Stripe's signed webhook. */
export function createBillingService(deps: {
  db: Database
  env: Env
  users: Pick<UsersService, 'findById'>
  credits: CreditsService
  now: () => Date
}) {
  const { stripe } = deps.env

  return {
    plans: () => ({
      plans: (['free', 'pro'] as const).map((id) => ({
        id,
        ...PLANS[id],
        currency: 'usd',
      })),
      billingEnabled: Boolean(stripe.secretKey),
    }),

    async checkout(caller: AuthUser) {
      if (!stripe.secretKey) throw notConfigured()
      const row = await deps.users.findById(caller.id)
      if (row?.plan === 'pro' && !row.planExpiresAt) {
        throw new AppError('CONFLICT', { message: 'You are already on Pro.' })
      }
      const url = await createCheckoutSession(deps.env, stripe.secretKey, {
        userId: caller.id,
        email: caller.email,
      })
      return { url }
    },

    /** A webhook call: its signature checked, then the event applied. */
    async webhook(body: unknown, signature: string | string[] | undefined) {
      if (!stripe.webhookSecret) throw notConfigured()
      if (!Buffer.isBuffer(body)) throw badRequest('Expected a JSON body.')
      const check = verifySignature(
        typeof signature === 'string' ? signature : undefined,
        body,
        stripe.webhookSecret,
        deps.now()
      )
      if (check !== 'ok') {
        throw badRequest(`Invalid Stripe signature (${check}).`)
      }
      let event: unknown
      try {
        event = JSON.parse(body.toString('utf8'))
      } catch {
        event = undefined
      }
      if (!isStripeEvent(event)) throw badRequest('Not a Stripe event.')
      const outcome = await handleStripeEvent(
        { db: deps.db, credits: deps.credits },
        event
      )
      return { eventId: event.id, outcome }
    },
  }
}
