/**
 * Rights that come with an e-mail address: ADMIN_EMAILS and the invitation
 * allow-list ("salelist"). Whoever typed an address at sign-up does not own
 * it, so such rights need the address proven.
 */
export type EmailRightsPolicy = {
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[]
  /**
   * SMTP is set, so addresses are confirmed: a password sign-up by the
   * e-mailed link (or a reset by e-mail), an OIDC account by the provider's
   * `email_verified: true`. Without SMTP nothing can be confirmed and the
   * address counts as given (the README warns operators).
   */
  emailVerificationOn: boolean
}

export const emailRightsPolicy = (config: {
  adminEmails: readonly string[]
  smtp?: unknown
}): EmailRightsPolicy => ({
  adminEmails: config.adminEmails,
  emailVerificationOn: Boolean(config.smtp),
})

/** The address an account may hold rights by, or undefined while unproven. */
export function provenEmail(
  account: { email: string; emailVerifiedAt: Date | null },
  policy: EmailRightsPolicy
): string | undefined {
  if (policy.emailVerificationOn && !account.emailVerifiedAt) return undefined
  return account.email.toLowerCase()
}

/** The one rule for who is an administrator. */
export function isAdminAccount(
  account: { email: string; emailVerifiedAt: Date | null },
  policy: EmailRightsPolicy
) {
  const email = provenEmail(account, policy)
  return email !== undefined && policy.adminEmails.includes(email)
}
