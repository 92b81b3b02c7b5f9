import { z } from 'zod'
import { planSchema } from './users'

export const adminUserQuerySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter an e-mail.').max(254),
})

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Effect on the user's available credits: + given, - taken. */
  change: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  taskId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>

export const adminUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  plan: planSchema,
  planExpiresAt: z.string().nullable(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  creditsAllocatedThisCycle: z.number().int(),
  creditsUsedThisCycle: z.number().int(),
  availableCredits: z.number().int(),
  creditsGrantedThisCycle: z.number().int(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** GET /admin/users?email=, POST /admin/credits, POST /admin/plan */
export const adminUserResponseSchema = z.object({
  user: adminUserSchema,
  ledger: z.array(ledgerEntrySchema),
})
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>

export const adminCreditsBodySchema = z.object({
  userId: z.string().min(1).max(64),
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((value) => value !== 0, 'The change cannot be zero.'),
  reason: z.string().trim().min(1, 'Give a reason.').max(200),
})
export type AdminCreditsBody = z.infer<typeof adminCreditsBodySchema>

export const adminPlanBodySchema = z.object({
  userId: z.string().min(1).max(64),
  plan: z.enum(['free', 'pro']),
})
export type AdminPlanBody = z.infer<typeof adminPlanBodySchema>
