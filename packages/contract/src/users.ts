import { z } from 'zod'

export const planSchema = z.string()
/** Plans Kiln ships with; "hobby" is an older name of free. Prices in USD cents a month. */
export const PLANS = {
  free: { name: 'Free', creditsPerCycle: 100, priceMonthly: 0 },
  pro: { name: 'Pro', creditsPerCycle: 2000, priceMonthly: 2000 },
} as const
export type PlanId = keyof typeof PLANS

export const userIdParamsSchema = z.object({
  userId: z.string().min(1).max(64),
})

export const subscriptionSchema = z.object({
  currentPlan: planSchema,
  currentCreditsPerCycle: z.number().int().nonnegative(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const creditsSchema = z.object({
  creditsAllocatedThisCycle: z.number().int().nonnegative(),
  creditsUsedThisCycle: z.number().int().nonnegative(),
  availableCredits: z.number().int().nonnegative(),
})
export type Credits = z.infer<typeof creditsSchema>

export const userProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  subscription: subscriptionSchema,
  credits: creditsSchema,
})
export type UserProfile = z.infer<typeof userProfileSchema>

/** GET/PUT /users/{userId}/profile (docs/product.md §3). */
export const userProfileResponseSchema = z.object({
  success: z.literal(true),
  user: userProfileSchema,
})
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>

export const updateProfileBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name cannot be empty.')
    .max(100, 'Name must be at most 100 characters.')
    .nullable(),
})
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>

/** POST /users (docs/product.md §7): used when the profile is not found. */
export const createUserBodySchema = z.object({
  userId: z.string().min(1).max(64),
  email: z.string().trim().max(254).pipe(z.email()),
})
export type CreateUserBody = z.infer<typeof createUserBodySchema>

/** The profile-not-found code of docs/product.md §8. */
export const USER_NOT_FOUND_CODE = 'USR_NOT_FOUND_USER'
