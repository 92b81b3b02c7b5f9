import { logger } from '../logger'

/** docs/product.md §3: the free-mail providers that make a user "personal". */
export const PERSONAL_EMAIL_PROVIDERS = [
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'aol',
  'live',
  'msn',
  'ymail',
  'rocketmail',
] as const

export type EmailTraits = {
  email_domain: string
  user_type: 'personal' | 'business'
}

/**
 * The domain and personal/business type of an e-mail, by the domain's first
 * label (gmail.com, yahoo.co.uk). An e-mail without a single "@" and a
 * domain part warns "Invalid email format" and has no traits (docs/product.md §5).
 */
export function emailTraits(email: string): EmailTraits | null {
  const parts = email.trim().split('@')
  const [local, domain] = parts
  if (parts.length !== 2 || !local || !domain || /\s/.test(domain)) {
    logger.warn('Invalid email format')
    return null
  }
  const emailDomain = domain.toLowerCase()
  const provider = emailDomain.split('.')[0] ?? ''
  const isPersonal = (PERSONAL_EMAIL_PROVIDERS as readonly string[]).includes(
    provider
  )
  return {
    email_domain: emailDomain,
    user_type: isPersonal ? 'personal' : 'business',
  }
}
