import { z } from 'zod'
import { auditEventSchema } from './audit'
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

/** GET /admin/overview: how the instance is used, for admins (figures over OVERVIEW_DAYS). */
export const OVERVIEW_DAYS = 30

export const adminOverviewSchema = z.object({
  generatedAt: z.string(),
  /** Accounts, and those that signed in or refreshed a session in the last 1, 7 and 30 days. */
  users: z.object({
    total: z.number().int(),
    activeDay: z.number().int(),
    activeWeek: z.number().int(),
    activeMonth: z.number().int(),
  }),
  /** Builds started per UTC day (YYYY-MM-DD), by outcome; `other` is still pending or running. */
  buildsPerDay: z.array(
    z.object({
      day: z.string(),
      completed: z.number().int(),
      failed: z.number().int(),
      cancelled: z.number().int(),
      other: z.number().int(),
    })
  ),
  /** Model use per provider and model, most credits first. */
  modelSpend: z.array(
    z.object({
      provider: z.string(),
      model: z.string(),
      builds: z.number().int(),
      inputTokens: z.number().int(),
      outputTokens: z.number().int(),
      credits: z.number().int(),
    })
  ),
  /** Engine steps (plan, code, check, repair), slowest first. */
  steps: z.array(
    z.object({
      step: z.string(),
      runs: z.number().int(),
      averageMs: z.number().int(),
      maxMs: z.number().int(),
      /** Failed builds whose last step this was. */
      failures: z.number().int(),
    })
  ),
  queue: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    /** How long the oldest due job has waited; null when none waits. */
    oldestQueuedSeconds: z.number().int().nullable(),
  }),
  /** Bytes stored: in all (each content once), and the accounts that store most. */
  storage: z.object({
    totalBytes: z.number().int(),
    perUser: z.array(
      z.object({
        userId: z.string(),
        email: z.string(),
        bytes: z.number().int(),
      })
    ),
  }),
  /** The newest audit events of every workspace; `workspaceName` is null once it is deleted. */
  auditEvents: z.array(
    auditEventSchema.extend({ workspaceName: z.string().nullable() })
  ),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>
