import type { Credits } from '@kiln/contract/users'

export type CreditDisplay = {
  available: number
  allocated: number
  /** Share of the allocation still available, 0-100. */
  percent: number
}

/**
 * docs/product.md §9: available/allocated, available clamped to 0..allocated and
 * rounded up; it defaults to allocated minus used.
 */
export function getCreditDisplay(
  credits: Partial<Credits> | null | undefined
): CreditDisplay {
  const allocated = Math.max(0, credits?.creditsAllocatedThisCycle ?? 0)
  const used = credits?.creditsUsedThisCycle ?? 0
  const raw = credits?.availableCredits ?? allocated - used
  const available = Math.ceil(Math.min(Math.max(raw, 0), allocated))
  const percent = allocated > 0 ? Math.round((available / allocated) * 100) : 0
  return { available, allocated, percent }
}
