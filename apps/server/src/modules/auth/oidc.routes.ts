import {
  oidcCallbackBodySchema,
  oidcStartResponseSchema,
  tokenPairSchema,
  type TokenPair,
} from '@kiln/contract/auth'
import { errorBodySchema } from '@kiln/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { createOidcStatesRepo } from './oidc-states.repo'
import { createOidcService } from './oidc.service'

/** OpenID Connect sign-in (authorization code + PKCE) when OIDC_ISSUER is set. */
export const oidcRoutes: FastifyPluginAsyncZod<{
  signInExternal: (email: string) => Promise<TokenPair>
}> = async (app, { signInExternal }) => {
  const settings = app.config.oidc
  const service = settings
    ? createOidcService({
        settings,
        redirectUri: `${app.config.publicUrl}/login-auth`,
        statesRepo: createOidcStatesRepo(app.db),
        signInExternal,
        now: app.now,
      })
    : undefined
  const enabled = () => {
    if (service) return service
    throw new AppError('NOT_FOUND', {
      message: 'Single sign-on is not configured on this server.',
    })
  }
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    404: errorBodySchema,
    503: errorBodySchema,
  }

  app.get(
    '/auth/oidc/start',
    { schema: { response: { 200: oidcStartResponseSchema, ...errors } } },
    async () => enabled().start()
  )

  app.post(
    '/auth/oidc/callback',
    {
      schema: {
        body: oidcCallbackBodySchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    async (request) => enabled().callback(request.body.code, request.body.state)
  )
}
