import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid Bearer token of a live session (auth-guard). */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
}

/** The OpenAPI security scheme of access tokens (`Authorization: Bearer …`). */
export const BEARER_SCHEME = 'bearerAuth'

/** Marks a route as needing a token in the OpenAPI document. */
export function markSignedIn(route: RouteOptions) {
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
