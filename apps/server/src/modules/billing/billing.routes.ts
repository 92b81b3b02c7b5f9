import {
  checkoutBodySchema,
  checkoutResponseSchema,
  plansResponseSchema,
  webhookResponseSchema,
} from '@kiln/contract/billing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 409, 503)

/** GET /api/plans, POST /api/billing/checkout, POST /api/billing/webhook. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.services

  app.get(
    '/plans',
    { schema: { response: { 200: plansResponseSchema } } },
    async () => billing.plans()
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
    async (request) => billing.checkout(currentUser(request))
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
        const { eventId, outcome } = await billing.webhook(
          request.body,
          request.headers['stripe-signature']
        )
        request.log.info({ eventId, outcome }, 'stripe event')
        return { received: true as const }
      }
    )
  })
}
