import { z } from 'zod'

const email = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** POST /salelist/validate (docs/product.md §7). */
export const salelistValidateBodySchema = z.object({ email })
export const salelistValidateResponseSchema = z.object({ valid: z.boolean() })
export type SalelistValidateResponse = z.infer<
  typeof salelistValidateResponseSchema
>

export const salelistEntrySchema = z.object({
  email: z.string(),
  addedBy: z.string().nullable(),
  createdAt: z.string(),
})
export type SalelistEntry = z.infer<typeof salelistEntrySchema>
export const salelistResponseSchema = z.object({
  entries: z.array(salelistEntrySchema),
})
export type SalelistResponse = z.infer<typeof salelistResponseSchema>
export const salelistAddBodySchema = z.object({ email })
export const salelistEmailParamsSchema = z.object({ email })

/** What redeeming a code gives: credits this cycle, or a plan until the cycle ends. */
export const invitationGrantSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('credits'),
    credits: z.number().int().min(1).max(100_000),
  }),
  z.object({ type: z.literal('plan'), plan: z.literal('pro') }),
])
export type InvitationGrant = z.infer<typeof invitationGrantSchema>

export const generateCodesBodySchema = z.object({
  count: z.number().int().min(1).max(100),
  usesPerCode: z.number().int().min(1).max(1000),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .refine(
      (value) => !value || new Date(value).getTime() > Date.now(),
      'The expiry must be in the future.'
    ),
  grant: invitationGrantSchema,
})
export type GenerateCodesBody = z.infer<typeof generateCodesBodySchema>

export const invitationCodeSchema = z.object({
  id: z.string(),
  /** The last characters of the code, to tell codes apart. */
  hint: z.string(),
  grant: invitationGrantSchema,
  usesTotal: z.number().int(),
  usesLeft: z.number().int(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type InvitationCode = z.infer<typeof invitationCodeSchema>

/** The plaintext is returned only here, once. */
export const generateCodesResponseSchema = z.object({
  codes: z.array(invitationCodeSchema.extend({ code: z.string() })),
})
export type GenerateCodesResponse = z.infer<typeof generateCodesResponseSchema>

export const invitationCodesResponseSchema = z.object({
  codes: z.array(invitationCodeSchema),
})
export type InvitationCodesResponse = z.infer<
  typeof invitationCodesResponseSchema
>

export const codeIdParamsSchema = z.object({ id: z.string().min(1).max(64) })
export const codeBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter a code.').max(100),
})

export const CODE_STATUSES = [
  'valid',
  'unknown',
  'expired',
  'revoked',
  'used_up',
] as const
export const validateCodeResponseSchema = z.object({
  valid: z.boolean(),
  status: z.enum(CODE_STATUSES),
  grant: invitationGrantSchema.optional(),
  usesLeft: z.number().int().optional(),
  expiresAt: z.string().nullable().optional(),
})
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>

export const redeemCodeResponseSchema = z.object({
  grant: invitationGrantSchema,
  message: z.string(),
})
export type RedeemCodeResponse = z.infer<typeof redeemCodeResponseSchema>
