import type { CredentialsBody, TokenPair } from '@kiln/contract/auth'
import { isUniqueViolation } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import { addMonths } from '../users/billing-cycle'
import type { UsersRepo } from '../users/users.repo'
import type { PasswordHasher } from './passwords'
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
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

export function createAuthService(deps: {
  usersRepo: UsersRepo
  sessionsRepo: SessionsRepo
  passwords: PasswordHasher
  tokens: TokenService
  now: () => Date
}) {
  const { usersRepo, sessionsRepo, passwords, tokens, now } = deps

  async function startSession(user: { id: string; email: string }) {
    const refreshToken = newRefreshToken()
    const session = await sessionsRepo.insert({
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
    })
    const access = await tokens.issue({
      userId: user.id,
      email: user.email,
      sid: session.id,
    })
    return { ...access, refreshToken } satisfies TokenPair
  }

  async function createUser(email: string, passwordHash: string | null) {
    const createdAt = now()
    try {
      return await usersRepo.insert({
        email,
        passwordHash,
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

  return {
    async signup(body: CredentialsBody): Promise<TokenPair> {
      const email = normalizeEmail(body.email)
      if (await usersRepo.findByEmail(email)) throw emailTaken()
      const user = await createUser(email, await passwords.hash(body.password))
      return startSession(user)
    },

    async login(body: CredentialsBody): Promise<TokenPair> {
      const user = await usersRepo.findByEmail(normalizeEmail(body.email))
      if (!user?.passwordHash) {
        await passwords.verifyDummy(body.password)
        throw invalidCredentials()
      }
      if (!(await passwords.verify(user.passwordHash, body.password))) {
        throw invalidCredentials()
      }
      return startSession(user)
    },

    async refresh(refreshToken: string) {
      const session = await sessionsRepo.findActiveByHash(
        hashRefreshToken(refreshToken),
        now()
      )
      if (!session) {
        throw new AppError('UNAUTHORIZED', {
          message: 'Your session has expired. Please sign in again.',
        })
      }
      return tokens.issue({
        userId: session.userId,
        email: session.email,
        sid: session.sessionId,
      })
    },

    logout: (sessionId: string) => sessionsRepo.revoke(sessionId, now()),

    /** For external sign-in (OIDC): the account of this e-mail, created if new. */
    async signInExternal(rawEmail: string): Promise<TokenPair> {
      const email = normalizeEmail(rawEmail)
      const existing = await usersRepo.findByEmail(email)
      if (existing) return startSession(existing)
      try {
        return startSession(await createUser(email, null))
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN'))
          throw error
        return startSession((await usersRepo.findByEmail(email))!)
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
