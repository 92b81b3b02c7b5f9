import type {
  CredentialsBody,
  RefreshTokenResponse,
  TokenPair,
} from '@kiln/contract/auth'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import { addMonths, type UserAccounts } from '../users'
import type { LoginBackoff } from './login-backoff'
import type { PasswordHasher } from './passwords'
import {
  hashRefreshToken,
  newRefreshToken,
  refreshTokenExpiry,
  SESSION_MAX_LIFE_MS,
} from './refresh-tokens'
import type { SessionsRepo } from './sessions.repo'
import type { TokenService } from './tokens'

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', {
    message: 'Invalid e-mail or password.',
  })
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', {
    message: 'An account with this e-mail already exists.',
  })

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Who is signing in: kept with the session for the sessions list. */
export type SignInClient = { userAgent: string | null }

export function createAuthService(deps: {
  db: Database
  usersRepo: UserAccounts
  sessionsRepo: SessionsRepo
  passwords: PasswordHasher
  tokens: TokenService
  now: () => Date
  /** Password guessing per account (any client address). */
  loginBackoff: LoginBackoff
  /** Called after a password sign-up (sends the verification e-mail). */
  onSignedUp?: (user: { id: string; email: string }) => void
}) {
  const { db, usersRepo, sessionsRepo, passwords, tokens, now } = deps

  async function startSession(
    user: { id: string; email: string },
    client: SignInClient
  ): Promise<TokenPair> {
    const refreshToken = newRefreshToken()
    const startedAt = now()
    const expiresAt = new Date(startedAt.getTime() + SESSION_MAX_LIFE_MS)
    const session = await db.transaction(async (tx) => {
      const row = await sessionsRepo.insert(
        {
          userId: user.id,
          expiresAt,
          userAgent: client.userAgent?.slice(0, 512) || null,
        },
        tx
      )
      await sessionsRepo.addRefreshToken(
        {
          tokenHash: hashRefreshToken(refreshToken),
          sessionId: row.id,
          expiresAt: refreshTokenExpiry(startedAt, expiresAt),
        },
        tx
      )
      return row
    })
    const access = await tokens.issue({
      userId: user.id,
      email: user.email,
      sid: session.id,
    })
    return { ...access, refreshToken }
  }

  async function createUser(
    email: string,
    passwordHash: string | null,
    emailVerifiedAt: Date | null = null
  ) {
    const createdAt = now()
    try {
      return await usersRepo.insert({
        email,
        passwordHash,
        emailVerifiedAt,
        createdAt,
        cycleAnchor: createdAt,
        currentPeriodStart: createdAt,
        currentPeriodEnd: addMonths(createdAt, 1),
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken()
      throw error
    }
  }

  /**
   * Rotates a refresh token: the one sent is spent, a new one comes back. A
   * spent token sent again means it was copied: its whole session ends.
   */
  async function refresh(refreshToken: string): Promise<RefreshTokenResponse> {
    const tokenHash = hashRefreshToken(refreshToken)
    const time = now()
    const next = newRefreshToken()
    const outcome = await db.transaction(async (tx) => {
      const sessionId = await sessionsRepo.useRefreshToken(tokenHash, time, tx)
      if (!sessionId) {
        const reused = await sessionsRepo.sessionOfUsedToken(tokenHash, tx)
        if (reused) await sessionsRepo.revoke(reused, time, tx)
        return { reused: Boolean(reused), session: undefined }
      }
      const session = await sessionsRepo.touchActive(sessionId, time, tx)
      if (!session) return { reused: false, session: undefined }
      await sessionsRepo.addRefreshToken(
        {
          tokenHash: hashRefreshToken(next),
          sessionId,
          expiresAt: refreshTokenExpiry(time, session.expiresAt),
        },
        tx
      )
      return { reused: false, session }
    })
    const { session } = outcome
    if (!session) {
      throw new AppError('UNAUTHORIZED', {
        message: outcome.reused
          ? 'This sign-in was ended because its refresh token was used twice. Please sign in again.'
          : 'Your session has expired. Please sign in again.',
      })
    }
    const access = await tokens.issue({
      userId: session.userId,
      email: session.email,
      sid: session.sessionId,
    })
    return { ...access, refreshToken: next }
  }

  return {
    startSession,
    createUser,
    refresh,

    async signup(body: CredentialsBody, client: SignInClient) {
      const email = normalizeEmail(body.email)
      if (await usersRepo.findByEmail(email)) throw emailTaken()
      const user = await createUser(email, await passwords.hash(body.password))
      deps.onSignedUp?.(user)
      return startSession(user, client)
    },

    async login(body: CredentialsBody, client: SignInClient) {
      const email = normalizeEmail(body.email)
      deps.loginBackoff.begin(email)
      const user = await usersRepo.findByEmail(email)
      if (!user?.passwordHash) {
        await passwords.verifyDummy(body.password)
        throw invalidCredentials()
      }
      if (!(await passwords.verify(user.passwordHash, body.password))) {
        throw invalidCredentials()
      }
      deps.loginBackoff.clear(email)
      return startSession(user, client)
    },

    logout: (sessionId: string) => sessionsRepo.revoke(sessionId, now()),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
