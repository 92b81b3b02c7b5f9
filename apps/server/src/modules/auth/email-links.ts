import { createHash, randomBytes } from 'node:crypto'

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

/** 32 random bytes, base64url (43 characters); only its hash is stored. */
export const newEmailToken = () => randomBytes(32).toString('base64url')

export const hashEmailToken = (token: string) =>
  createHash('sha256').update(`email-link:${token}`).digest('hex')

/**
 * The SPA page of a link. The token rides in the fragment, so it never
 * reaches a server log, a proxy or a Referer header.
 */
export const emailLinkUrl = (
  publicUrl: string,
  page: '/reset-password' | '/verify-email',
  token: string
) => `${publicUrl}${page}#token=${token}`

export const passwordResetMail = (email: string, url: string) => ({
  to: email,
  subject: 'Reset your Kiln password',
  text: [
    `Someone asked to reset the password of the Kiln account ${email}.`,
    '',
    'To choose a new password, open this link within 30 minutes:',
    url,
    '',
    'Resetting signs the account out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
})

export const verificationMail = (email: string, url: string) => ({
  to: email,
  subject: 'Confirm your e-mail address for Kiln',
  text: [
    `Please confirm that ${email} is your e-mail address for Kiln.`,
    '',
    'Open this link within 24 hours:',
    url,
    '',
    'If you did not sign up for Kiln, ignore this e-mail.',
  ].join('\n'),
})
