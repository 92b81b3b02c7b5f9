import {
  BILLING_NOT_CONFIGURED,
  checkoutBodySchema,
  checkoutResponseSchema,
  plansResponseSchema,
  webhookResponseSchema,
} from '@kiln/contract/billing'
import { PLANS } from '@kiln/contract/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { createUsersRepo } from '../users'
import { createCheckoutSession } from './stripe-checkout'
import { handleStripeEvent, isStripeEvent } from './stripe-events'
import { verifySignature } from './stripe-signature'

const errors = errorResponses(400, 401, 409, 503)
const notConfigured = () =>
  new AppError('BILLING_NOT_CONFIGURED', { message: BILLING_NOT_CONFIGURED })

/** GET /api/plans, POST /api/billing/checkout, POST /api/billing/webhook. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app.config
  const usersRepo = createUsersRepo(app.db)

  app.get(
    '/plans',
    { schema: { response: { 200: plansResponseSchema } } },
    async () => ({
      plans: (['free', 'pro'] as const).map((id) => ({
        id,
        ...PLANS[id],
        currency: 'usd',
      })),
      billingEnabled: Boolean(stripe.secretKey),
    })
  )

  app.post(
    '/billing/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!stripe.secretKey) throw notConfigured()
      const caller = currentUser(request)
      const row = await usersRepo.findById(caller.id)
      if (row?.plan === 'pro' && !row.planExpiresAt) {
        throw new AppError('CONFLICT', { message: 'You are already on Pro.' })
      }
      const url = await createCheckoutSession(app.config, stripe.secretKey, {
        userId: caller.id,
        email: caller.email,
      })
      return { url }
    }
  )

  await app.register(async (raw) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body)
    )
    raw.post(
      '/billing/webhook',
      { schema: { response: { 200: webhookResponseSchema, ...errors } } },
      async (request) => {
        if (!stripe.webhookSecret) throw notConfigured()
        const body = request.body
        if (!Buffer.isBuffer(body)) {
          throw new AppError('BAD_REQUEST', {
            message: 'Expected a JSON body.',
          })
        }
        const header = request.headers['stripe-signature']
        const check = verifySignature(
          typeof header === 'string' ? header : undefined,
          body,
          stripe.webhookSecret,
          app.now()
        )
        if (check !== 'ok') {
          throw new AppError('BAD_REQUEST', {
            message: `Invalid Stripe signature (${check}).`,
          })
        }
        let event: unknown
        try {
          event = JSON.parse(body.toString('utf8'))
        } catch {
          event = undefined
        }
        if (!isStripeEvent(event)) {
          throw new AppError('BAD_REQUEST', { message: 'Not a Stripe event.' })
        }
        const outcome = await handleStripeEvent(
          { db: app.db, credits: app.services.credits },
          event
        )
        request.log.info({ eventId: event.id, outcome }, 'stripe event')
        return { received: true as const }
      }
    )
  })
}
