import { noBodySchema } from '@kiln/contract/account'
import {
  oidcCallbackBodySchema,
  oidcStartResponseSchema,
  tokenPairSchema,
} from '@kiln/contract/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import type { IdentityService } from './identity'
import {
  hashBrowserBinding,
  isBrowserBinding,
  newBrowserBinding,
  oidcBindingCookie,
} from './oidc-binding'
import { signInClient } from './sign-in-client'

/**
 * OpenID Connect sign-in (authorization code + PKCE) when OIDC_ISSUER is set.
 * Each flow is bound to the browser that started it by an HttpOnly cookie.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{
  oidc: IdentityService['oidc']
}> = async (app, { oidc }) => {
  const cookie = oidcBindingCookie(app.config.publicUrl)
  const errors = errorResponses(400, 401, 403, 404, 409, 503)

  /** This browser's binding (kept across flows, so two tabs both work). */
  function bindBrowser(request: FastifyRequest, reply: FastifyReply) {
    const existing = request.cookies[cookie.name]
    const binding = isBrowserBinding(existing) ? existing : newBrowserBinding()
    reply.setCookie(cookie.name, binding, cookie.options)
    return hashBrowserBinding(binding)
  }

  app.get(
    '/auth/oidc/start',
    { schema: { response: { 200: oidcStartResponseSchema, ...errors } } },
    async (request, reply) => {
      return oidc.start(bindBrowser(request, reply))
    }
  )

  app.post(
    '/auth/oidc/link',
    {
      schema: {
        description:
          'Starts linking the OIDC provider to the signed-in account (Settings). The callback at /login-auth then answers a new token pair for this account and ends the session that started the link.',
        body: noBodySchema,
        response: { 200: oidcStartResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request)
      return oidc.start(bindBrowser(request, reply), {
        userId: user.id,
        sessionId: user.sid,
      })
    }
  )

  app.post(
    '/auth/oidc/callback',
    {
      schema: {
        body: oidcCallbackBodySchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    async (request) => {
      const binding = request.cookies[cookie.name]
      return oidc.callback(
        {
          code: request.body.code,
          state: request.body.state,
          // No cookie: a hash no stored state has.
          browserBindingHash: isBrowserBinding(binding)
            ? hashBrowserBinding(binding)
            : 'none',
        },
        signInClient(request)
      )
    }
  )
}
