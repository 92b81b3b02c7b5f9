import { z } from 'zod'

export const planInfoSchema = z.object({
  id: z.enum(['free', 'pro']),
  name: z.string(),
  creditsPerCycle: z.number().int(),
  /** Price per month in the smallest currency unit (cents). */
  priceMonthly: z.number().int(),
  currency: z.string(),
})
export type PlanInfo = z.infer<typeof planInfoSchema>

/** GET /plans */
export const plansResponseSchema = z.object({
  plans: z.array(planInfoSchema),
  billingEnabled: z.boolean(),
})
export type PlansResponse = z.infer<typeof plansResponseSchema>

/** POST /billing/checkout */
export const checkoutBodySchema = z.object({ plan: z.literal('pro') })
export const checkoutResponseSchema = z.object({ url: z.string() })
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>

export const webhookResponseSchema = z.object({ received: z.literal(true) })

export const BILLING_NOT_CONFIGURED =
  'Billing is not configured on this server. An administrator can change your plan.'
