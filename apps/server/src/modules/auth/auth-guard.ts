import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { JWK } from 'jose'
import { AppError } from '../../lib/app-error'
import '../../lib/current-user'
import { createSessionsRepo } from './sessions.repo'
import type { SigningKeys } from './signing-keys'
import { createTokenService, type TokenService } from './tokens'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    jwks: { keys: JWK[] }
    /** onRequest hook: 401 unless a valid Bearer token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
}

/** The OpenAPI security scheme of access tokens (`Authorization: Bearer …`). */
export const BEARER_SCHEME = 'bearerAuth'

/** Marks a route as needing a token in the OpenAPI document. */
function markSignedIn(route: RouteOptions) {
  route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: [] }] }
}

/**
 * Every route of the calling plugin needs a valid access token; the routes it
 * registers after this call say so in the OpenAPI document.
 */
export function requireSignIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onRoute', markSignedIn)
}

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
export const authGuardPlugin = fp<{ keys: SigningKeys }>(
  async (app, { keys }) => {
    const tokens = createTokenService({
      keys,
      issuer: app.config.publicUrl,
      now: app.now,
    })
    const sessionsRepo = createSessionsRepo(app.db)

    app.decorate('tokens', tokens)
    app.decorate('jwks', { keys: [keys.publicJwk] })
    app.decorateRequest('user', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw unauthorized('Please sign in.')
      const subject = await tokens.verify(token)
      const isLive = await sessionsRepo.isActive(
        subject.sid,
        subject.userId,
        app.now()
      )
      if (!isLive) {
        throw unauthorized('Your session has ended. Please sign in again.')
      }
      request.user = {
        id: subject.userId,
        email: subject.email,
        sid: subject.sid,
      }
    })
    app.addHook('onRoute', (route) => {
      if ([route.onRequest].flat().includes(app.authenticate)) {
        markSignedIn(route)
      }
    })
  },
  { name: 'auth-guard', dependencies: ['config', 'database'] }
)
