export type PlanDisplay = { label: string; isPro: boolean }

/** docs/product.md §2: free and hobby read Free, pro is Pro, others are capitalised. */
export function getPlanDisplay(plan: string | null | undefined): PlanDisplay {
  const name = (plan ?? '').trim().toLowerCase()
  if (name === '' || name === 'free' || name === 'hobby') {
    return { label: 'Free', isPro: false }
  }
  if (name === 'pro') return { label: 'Pro', isPro: true }
  return { label: name.charAt(0).toUpperCase() + name.slice(1), isPro: false }
}
