import { PLANS, type PlanId } from '@kiln/contract/users'

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export type Period = { start: Date; end: Date }

/** The monthly cycle, counted from `anchor`, that contains `now`. */
export function periodAt(anchor: Date, now: Date): Period {
  if (now < anchor) return { start: anchor, end: addMonths(anchor, 1) }
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth())
  while (months > 0 && addMonths(anchor, months) > now) months--
  while (addMonths(anchor, months + 1) <= now) months++
  return {
    start: addMonths(anchor, months),
    end: addMonths(anchor, months + 1),
  }
}

/** Credits per cycle of a plan; unknown and legacy ("hobby") plans are free. */
export function creditsPerCycle(plan: string): number {
  return plan in PLANS
    ? PLANS[plan as PlanId].creditsPerCycle
    : PLANS.free.creditsPerCycle
}

/** This cycle's allocation: the plan's credits plus what was granted, never below 0. */
export function allocatedCredits(row: {
  plan: string
  creditsGranted: number
}): number {
  return Math.max(0, creditsPerCycle(row.plan) + row.creditsGranted)
}
