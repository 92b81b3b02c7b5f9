import type { PricingSearch } from './pricing-search'

/* A copy of the contract's BILLING_NOT_CONFIGURED (keeps zod out of the page chunk). */
export const BILLING_NOT_CONFIGURED =
  'Billing is not configured on this server. An administrator can change your plan.'

/** The message a return from Stripe Checkout carries in the URL. */
export function checkoutMessage(search: PricingSearch) {
  if (search.success !== undefined && search.success !== 'false')
    return { tone: 'success' as const, text: 'Your plan was upgraded.' }
  if (search.canceled !== undefined && search.canceled !== 'false')
    return { tone: 'info' as const, text: 'Checkout was canceled.' }
  return undefined
}

export const formatPrice = (cents: number, currency: string) =>
  cents === 0
    ? 'Free'
    : `${new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)} / month`
