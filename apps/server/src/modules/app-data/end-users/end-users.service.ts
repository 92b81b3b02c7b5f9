import { createHash, randomBytes } from 'node:crypto'
import { PROJECT_AUTH_FEATURE_DATE } from '@kiln/contract/app-data'
import type { AppUserRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import type { PasswordHasher } from '../../auth'
import type { Quotas } from '../quotas/app-limits'
import type { EndUsersRepo } from './end-users.repo'

const SESSION_DAYS = 30
/** End-user tokens look nothing like Kiln's JWTs and only live here. */
const TOKEN_PREFIX = 'kapp_'

export const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex')

export const toEndUser = (row: AppUserRow) => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
})

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', {
    message: 'Wrong e-mail or password.',
  })

/** Accounts of a generated app's end users, one set per project (docs/product.md §9). */
export function createEndUsersService(deps: {
  endUsersRepo: EndUsersRepo
  passwords: PasswordHasher
  /** Each project holds at most so many end users. */
  quotas: Pick<Quotas, 'reserve' | 'release'>
  now: () => Date
}) {
  const { endUsersRepo, passwords, now } = deps

  function assertEnabled() {
    if (now() < PROJECT_AUTH_FEATURE_DATE) {
      throw new AppError('NOT_FOUND', {
        message: 'App sign-in is not available yet.',
      })
    }
  }

  async function startSession(projectId: string, user: AppUserRow) {
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url')
    await endUsersRepo.insertSession({
      projectId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + SESSION_DAYS * 86_400_000),
    })
    return { user: toEndUser(user), token }
  }

  async function signUp(projectId: string, email: string, password: string) {
    assertEnabled()
    const normalised = email.trim().toLowerCase()
    const passwordHash = await passwords.hash(password)
    const user = await endUsersRepo.insert({
      projectId,
      email: normalised,
      passwordHash,
    })
    if (!user) {
      throw new AppError('EMAIL_TAKEN', {
        message: 'An account with this e-mail already exists.',
      })
    }
    return startSession(projectId, user)
  }

  /** The user of a bearer token; 401 when the token is not live here. */
  async function userOfToken(projectId: string, token: string) {
    assertEnabled()
    const user = token.startsWith(TOKEN_PREFIX)
      ? await endUsersRepo.findBySession(projectId, hashToken(token), now())
      : undefined
    if (!user) {
      throw new AppError('UNAUTHORIZED', {
        message: 'Your session has ended. Please sign in again.',
      })
    }
    return user
  }

  return {
    /**
     * A new end user of the site's data (`dataKey`: the preview's or the
     * published app's own), counted against the project's quota, signed in.
     */
    async signUp(
      site: { projectId: string; dataKey: string },
      email: string,
      password: string
    ) {
      await deps.quotas.reserve(site.projectId, { endUsers: 1 })
      try {
        return await signUp(site.dataKey, email, password)
      } catch (error) {
        await deps.quotas.release(site.projectId, { endUsers: 1 })
        throw error
      }
    },

    async signIn(projectId: string, email: string, password: string) {
      assertEnabled()
      const normalised = email.trim().toLowerCase()
      const user = await endUsersRepo.findByEmail(projectId, normalised)
      if (!user) {
        await passwords.verifyDummy(password)
        throw invalidCredentials()
      }
      if (!(await passwords.verify(user.passwordHash, password))) {
        throw invalidCredentials()
      }
      return startSession(projectId, user)
    },

    userOfToken,

    /** The signed-in end user (GET /me); 401 without a live token. */
    async me(projectId: string, token: string | undefined) {
      if (!token) {
        throw new AppError('UNAUTHORIZED', { message: 'Not signed in.' })
      }
      return { user: toEndUser(await userOfToken(projectId, token)) }
    },

    /** Ends the token's session, if there is one. */
    async signOut(projectId: string, token: string | undefined) {
      if (token) {
        await endUsersRepo.deleteSession(projectId, hashToken(token))
      }
      return { ok: true as const }
    },
  }
}

export type EndUsersService = ReturnType<typeof createEndUsersService>
