import type {
  Account,
  ChangePasswordBody,
  PasswordResetConfirmBody,
  Session,
} from '@kiln/contract/account'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { AuthUser } from '../../lib/current-user'
import type { UserAccounts } from '../users'
import { normalizeEmail } from './auth.service'
import {
  EMAIL_VERIFICATION_TTL_MS,
  emailLinkUrl,
  hashEmailToken,
  newEmailToken,
  PASSWORD_RESET_TTL_MS,
  passwordResetMail,
  verificationMail,
} from './email-links'
import type { EmailTokensRepo } from './email-tokens.repo'
import type { IdentitiesRepo } from './identities.repo'
import type { Mailer } from './mailer'
import type { PasswordHasher } from './passwords'
import type { SessionsRepo } from './sessions.repo'

const RESET_REQUESTED =
  'If an account with this e-mail exists, we have sent it a link to reset the password. The link works once, for 30 minutes.'

const badLink = () =>
  new AppError('BAD_REQUEST', {
    message:
      'This link has expired or was already used. Please ask for a new one.',
  })

/**
 * Containing a leaked credential: password change and reset, e-mail
 * verification, the list of sessions and signing out of them.
 */
export function createAccountService(deps: {
  db: Database
  usersRepo: UserAccounts
  sessionsRepo: SessionsRepo
  emailTokensRepo: EmailTokensRepo
  identitiesRepo: IdentitiesRepo
  passwords: PasswordHasher
  /** Undefined without SMTP_URL: no verification or reset e-mails. */
  mailer: Mailer | undefined
  publicUrl: string
  providerName: string | undefined
  now: () => Date
  /** After a reset by e-mail: the mailbox owner's sign-ins wait no more. */
  onPasswordReset: (email: string) => void
  /** Failures of mail sent after the answer (never with the link in it). */
  logError: (error: unknown, message: string) => void
}) {
  const { db, usersRepo, sessionsRepo, emailTokensRepo, passwords, now } = deps

  const emailRequired = () => {
    if (deps.mailer) return deps.mailer
    throw new AppError('NOT_FOUND', {
      message:
        'E-mail is not set up on this server, so it cannot send links. Please ask your administrator.',
    })
  }

  async function issueLink(
    user: { id: string; email: string },
    purpose: 'verify_email' | 'reset_password'
  ) {
    const token = newEmailToken()
    const ttl =
      purpose === 'reset_password'
        ? PASSWORD_RESET_TTL_MS
        : EMAIL_VERIFICATION_TTL_MS
    await emailTokensRepo.insert({
      tokenHash: hashEmailToken(token),
      userId: user.id,
      purpose,
      email: normalizeEmail(user.email),
      expiresAt: new Date(now().getTime() + ttl),
    })
    return token
  }

  async function sendVerification(user: { id: string; email: string }) {
    const mailer = emailRequired()
    const token = await issueLink(user, 'verify_email')
    const url = emailLinkUrl(deps.publicUrl, '/verify-email', token)
    await mailer.send(verificationMail(user.email, url))
  }

  /** Runs after the answer is sent, so its time says nothing. */
  const inBackground = (task: () => Promise<void>, what: string) =>
    void task().catch((error: unknown) => deps.logError(error, what))

  async function ownUser(userId: string) {
    const user = await usersRepo.findById(userId)
    if (!user)
      throw new AppError('UNAUTHORIZED', { message: 'Please sign in.' })
    return user
  }

  return {
    /** After a password sign-up: a verification link, when SMTP is set. */
    afterSignup(user: { id: string; email: string }) {
      if (!deps.mailer) return
      inBackground(() => sendVerification(user), 'verification e-mail failed')
    },

    async account(caller: AuthUser): Promise<Account> {
      const user = await ownUser(caller.id)
      const identities = await deps.identitiesRepo.listForUser(user.id)
      return {
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        hasPassword: user.passwordHash !== null,
        identities: identities.map((identity) => ({
          id: identity.id,
          provider: deps.providerName ?? 'Single sign-on',
          email: identity.email,
          linkedAt: identity.createdAt.toISOString(),
        })),
      }
    },

    async unlinkIdentity(caller: AuthUser, identityId: string) {
      const user = await ownUser(caller.id)
      const identities = await deps.identitiesRepo.listForUser(user.id)
      if (!identities.some((identity) => identity.id === identityId)) {
        throw new AppError('NOT_FOUND', {
          message: 'Linked sign-in not found.',
        })
      }
      if (!user.passwordHash && identities.length === 1) {
        throw new AppError('CONFLICT', {
          message:
            'This is the only way into your account. Set a password (reset it by e-mail) before unlinking it.',
        })
      }
      await deps.identitiesRepo.deleteForUser(user.id, identityId)
      return { message: 'The sign-in is unlinked.' }
    },

    async resendVerification(caller: AuthUser) {
      emailRequired()
      const user = await ownUser(caller.id)
      if (user.emailVerifiedAt) {
        return { message: 'Your e-mail address is already confirmed.' }
      }
      await sendVerification(user)
      return { message: `We have sent a confirmation link to ${user.email}.` }
    },

    async verifyEmail(token: string) {
      const used = await emailTokensRepo.consume(
        hashEmailToken(token),
        'verify_email',
        now()
      )
      if (!used) throw badLink()
      await usersRepo.markEmailVerified(used.userId, used.email, now())
      return { message: 'Your e-mail address is confirmed.' }
    },

    /** Answers the same whether or not the e-mail has an account. */
    requestPasswordReset(rawEmail: string) {
      const mailer = emailRequired()
      const email = normalizeEmail(rawEmail)
      inBackground(async () => {
        const user = await usersRepo.findByEmail(email)
        if (!user) return
        const token = await issueLink(user, 'reset_password')
        const url = emailLinkUrl(deps.publicUrl, '/reset-password', token)
        await mailer.send(passwordResetMail(user.email, url))
      }, 'password reset e-mail failed')
      return { message: RESET_REQUESTED }
    },

    /**
     * Sets the new password, confirms the e-mail, ends every session and
     * unlinks every provider identity that did not prove this mailbox.
     */
    async resetPassword(body: PasswordResetConfirmBody) {
      const passwordHash = await passwords.hash(body.newPassword)
      const time = now()
      const resetEmail = await db.transaction(async (tx) => {
        const used = await emailTokensRepo.consume(
          hashEmailToken(body.token),
          'reset_password',
          time,
          tx
        )
        if (!used) return false
        const user = await usersRepo.findById(used.userId, tx)
        if (!user || normalizeEmail(user.email) !== used.email) return false
        await usersRepo.setPasswordHash(user.id, passwordHash, tx)
        await usersRepo.markEmailVerified(user.id, used.email, time, tx)
        await emailTokensRepo.voidAll(user.id, 'reset_password', time, tx)
        // The mailbox owner keeps only what proves the same mailbox: a
        // provider identity with this e-mail, verified there. Any other
        // linked sign-in may be a squatter's, so it goes with the sessions.
        await deps.identitiesRepo.deleteUnproven(user.id, used.email, tx)
        await sessionsRepo.revokeAll(user.id, time, undefined, tx)
        return used.email
      })
      if (!resetEmail) throw badLink()
      deps.onPasswordReset(resetEmail)
      return {
        message:
          'Your password is changed and you are signed out everywhere. Please sign in with the new password.',
      }
    },

    /** Needs the current password; ends every other session. */
    async changePassword(caller: AuthUser, body: ChangePasswordBody) {
      const user = await ownUser(caller.id)
      if (!user.passwordHash) {
        throw new AppError('CONFLICT', {
          message:
            'Your account has no password yet. Use "Forgot password" on the login page to set one by e-mail.',
        })
      }
      if (!(await passwords.verify(user.passwordHash, body.currentPassword))) {
        throw new AppError('INVALID_CREDENTIALS', {
          message: 'The current password is not correct.',
        })
      }
      const passwordHash = await passwords.hash(body.newPassword)
      const time = now()
      const ended = await db.transaction(async (tx) => {
        await usersRepo.setPasswordHash(user.id, passwordHash, tx)
        await emailTokensRepo.voidAll(user.id, 'reset_password', time, tx)
        return sessionsRepo.revokeAll(user.id, time, caller.sid, tx)
      })
      return { ended }
    },

    async listSessions(caller: AuthUser): Promise<Session[]> {
      const rows = await sessionsRepo.listActive(caller.id, now())
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === caller.sid,
      }))
    },

    async endSession(caller: AuthUser, sessionId: string) {
      if (!(await sessionsRepo.revokeOwn(caller.id, sessionId, now()))) {
        throw new AppError('NOT_FOUND', { message: 'Session not found.' })
      }
      return { ended: 1 }
    },

    async endAllSessions(caller: AuthUser, keepCurrent: boolean) {
      const ended = await sessionsRepo.revokeAll(
        caller.id,
        now(),
        keepCurrent ? caller.sid : undefined
      )
      return { ended }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
