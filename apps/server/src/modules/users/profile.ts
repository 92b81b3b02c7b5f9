import type { UserProfile } from '@kiln/contract/users'
import type { UserRow } from '../../db/schema'
import { allocatedCredits, creditsPerCycle } from './billing-cycle'
import { isAdminAccount, type EmailRightsPolicy } from './email-rights'

/** The profile's wire shape; the allow-list of what a user sees of their row. */
export function toProfile(
  row: UserRow,
  rights: EmailRightsPolicy
): UserProfile {
  const allocated = allocatedCredits(row)
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    isAdmin: isAdminAccount(row, rights),
    createdAt: row.createdAt.toISOString(),
    subscription: {
      currentPlan: row.plan,
      currentCreditsPerCycle: creditsPerCycle(row.plan),
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    },
    credits: {
      creditsAllocatedThisCycle: allocated,
      creditsUsedThisCycle: row.creditsUsed,
      availableCredits: Math.max(0, allocated - row.creditsUsed),
    },
  }
}
