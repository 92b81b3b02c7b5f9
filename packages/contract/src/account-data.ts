import { z } from 'zod'

/** One line of the user's credit history; `change` > 0 adds credits, < 0 spends them. */
export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  /** build_reserve, build_charge, build_refund, admin_grant, admin_remove, invitation_grant, plan_change… */
  reason: z.string(),
  note: z.string().nullable(),
  taskId: z.string().nullable(),
  /** The project of `taskId`, when it still exists. */
  projectName: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>

/** GET /users/{userId}/credit-history: newest first, at most 500 lines. */
export const creditHistorySchema = z.object({
  entries: z.array(creditHistoryEntrySchema),
})
export type CreditHistory = z.infer<typeof creditHistorySchema>

/** DELETE /users/{userId}: the account's e-mail, typed again to confirm. */
export const deleteAccountBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Type your e-mail address to confirm.')
    .max(254, 'Type your e-mail address to confirm.'),
})
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>

export const deletedAccountSchema = z.object({
  deleted: z.literal(true),
  /** How many projects went with the account. */
  projects: z.number().int().nonnegative(),
})
export type DeletedAccount = z.infer<typeof deletedAccountSchema>
