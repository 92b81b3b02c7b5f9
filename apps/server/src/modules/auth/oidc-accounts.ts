import type { TokenPair } from '@kiln/contract/auth'
import { isUniqueViolation } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import type { UserAccounts } from '../users'
import type { AuthService, SignInClient } from './auth.service'
import { normalizeEmail } from './auth.service'
import type { IdentitiesRepo } from './identities.repo'
import type { SessionsRepo } from './sessions.repo'

/** What the provider said about the person who signed in there. */
export type ProviderIdentity = {
  issuer: string
  subject: string
  email: string | undefined
  /** Only an explicit `email_verified: true` counts. */
  emailVerified: boolean
}

/** A signed-in user linking the provider to their account (Settings). */
export type LinkRequest = { userId: string; sessionId: string }

/**
 * Which account an OIDC sign-in opens. An identity already linked opens its
 * account. Otherwise only a verified e-mail counts: a new e-mail makes a new
 * account; an e-mail of an existing account is never merged silently; the
 * owner signs in with the password and links the provider from Settings.
 * (An account without a password, made by an OIDC sign-in before identities
 * were recorded, is taken over by the verified owner of its e-mail.)
 */
export function createOidcAccounts(deps: {
  providerName: string
  usersRepo: UserAccounts
  identitiesRepo: IdentitiesRepo
  sessionsRepo: SessionsRepo
  auth: Pick<AuthService, 'startSession' | 'createUser'>
  /**
   * SMTP is set, so addresses can be confirmed: only an account whose
   * address is confirmed may link a provider. (Otherwise someone who signed
   * up with another person's address could add a way in that outlives the
   * owner's password reset.)
   */
  emailVerificationOn: boolean
  now: () => Date
}) {
  const { providerName, usersRepo, identitiesRepo, sessionsRepo, auth, now } =
    deps

  const notVerified = () =>
    new AppError('UNAUTHORIZED', {
      message: `${providerName} did not share a verified e-mail address.`,
    })
  const linkRequired = () =>
    new AppError('ACCOUNT_LINK_REQUIRED', {
      message: `An account with this e-mail already exists. Sign in with your password, then link ${providerName} in Settings.`,
    })

  async function addIdentity(userId: string, identity: ProviderIdentity) {
    try {
      await identitiesRepo.insert({
        userId,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email ? normalizeEmail(identity.email) : null,
        emailVerified: Boolean(identity.email) && identity.emailVerified,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const owner = await identitiesRepo.find(identity.issuer, identity.subject)
      if (owner?.userId !== userId) throw alreadyLinked()
    }
  }
  const alreadyLinked = () =>
    new AppError('CONFLICT', {
      message: `This ${providerName} account is already linked to another Kiln account.`,
    })

  /** The signed-in user who links, if they may: throws otherwise. */
  async function linkingUser(userId: string) {
    const user = await usersRepo.findById(userId)
    if (!user)
      throw new AppError('UNAUTHORIZED', { message: 'Please sign in.' })
    if (deps.emailVerificationOn && !user.emailVerifiedAt) {
      throw new AppError('FORBIDDEN', {
        message: `Please confirm your e-mail address before linking ${providerName}: open the link we sent to ${user.email}, or ask for a new one in Settings.`,
      })
    }
    return user
  }

  async function link(
    identity: ProviderIdentity,
    request: LinkRequest,
    client: SignInClient
  ) {
    if (
      !(await sessionsRepo.isActive(request.sessionId, request.userId, now()))
    )
      throw new AppError('UNAUTHORIZED', {
        message: 'Your session has ended. Please sign in again.',
      })
    const user = await linkingUser(request.userId)
    const linked = await identitiesRepo.find(identity.issuer, identity.subject)
    if (linked && linked.userId !== request.userId) throw alreadyLinked()
    if (!linked) await addIdentity(request.userId, identity)
    // The browser replaces its tokens with the new pair.
    await sessionsRepo.revoke(request.sessionId, now())
    return auth.startSession(user, client)
  }

  async function signIn(
    identity: ProviderIdentity,
    client: SignInClient
  ): Promise<TokenPair> {
    const linked = await identitiesRepo.find(identity.issuer, identity.subject)
    if (linked) {
      const user = await usersRepo.findById(linked.userId)
      if (user) return auth.startSession(user, client)
    }
    if (!identity.email || !identity.emailVerified) throw notVerified()
    const email = normalizeEmail(identity.email)
    let user = await usersRepo.findByEmail(email)
    if (!user) {
      try {
        user = await auth.createUser(email, null, now())
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN'))
          throw error
        throw linkRequired()
      }
      await addIdentity(user.id, identity)
      return auth.startSession(user, client)
    }
    const identities = await identitiesRepo.listForUser(user.id)
    const legacySsoAccount =
      !user.passwordHash &&
      !identities.some((linkedOne) => linkedOne.issuer === identity.issuer)
    if (!legacySsoAccount) throw linkRequired()
    await addIdentity(user.id, identity)
    await usersRepo.markEmailVerified(user.id, email, now())
    return auth.startSession(user, client)
  }

  return {
    /** Refuses, before the trip to the provider, a user who may not link. */
    mayLink: async (userId: string) => {
      await linkingUser(userId)
    },

    /** Signs in (or, with `link`, links the provider to the signed-in user). */
    resolve(
      identity: ProviderIdentity,
      client: SignInClient,
      linkRequest?: LinkRequest
    ) {
      return linkRequest
        ? link(identity, linkRequest, client)
        : signIn(identity, client)
    },
  }
}

export type OidcAccounts = ReturnType<typeof createOidcAccounts>
