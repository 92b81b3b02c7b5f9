import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'
import '../../lib/current-user'
import { markSignedIn } from '../../lib/require-sign-in'
import { createSessionCache } from './session-cache'
import { createSessionsRepo } from './sessions.repo'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `listener(userId)` after every signed-in request that may write
     * (not GET/HEAD/OPTIONS), before its answer is sent: per-user caches
     * forget what the request may have changed.
     */
    afterUserWrites: (listener: (userId: string) => void) => void
    /** Runs those listeners now: for a GET that writes (sign-out). */
    userWrote: (userId: string) => void
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

const unauthorized = (message: string) =>
  new AppError('UNAUTHORIZED', { message })

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

/**
 * Verifies access tokens (ES256, pinned issuer and audience) and checks that
 * the token's session is still live, so logout takes effect at once.
 */
export const authGuardPlugin = fp(
  async (app) => {
    const { tokens } = app.services.identity
    const sessions = createSessionCache({
      repo: createSessionsRepo(app.db),
      listen: app.dbListen,
      now: app.now,
    })
    await sessions.ready
    const writeListeners = new Set<(userId: string) => void>([
      sessions.forgetUser,
    ])

    app.decorateRequest('user', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw unauthorized('Please sign in.')
      const subject = await tokens.verify(token)
      if (!(await sessions.isLive(subject.sid, subject.userId))) {
        throw unauthorized('Your session has ended. Please sign in again.')
      }
      request.user = {
        id: subject.userId,
        email: subject.email,
        sid: subject.sid,
      }
    })
    app.decorate('afterUserWrites', (listener: (userId: string) => void) => {
      writeListeners.add(listener)
    })
    const userWrote = (userId: string) => {
      for (const listener of writeListeners) listener(userId)
    }
    app.decorate('userWrote', userWrote)
    app.addHook('onSend', async (request) => {
      if (request.user && !READS.has(request.method)) userWrote(request.user.id)
    })
    app.addHook('onClose', () => sessions.close())
    app.addHook('onRoute', (route) => {
      if ([route.onRequest].flat().includes(app.authenticate)) {
        markSignedIn(route)
      }
    })
  },
  { name: 'auth-guard', dependencies: ['config', 'database', 'services'] }
)
