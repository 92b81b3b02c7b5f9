import type { TokenPair } from '@kiln/contract/auth'
import * as oidc from 'openid-client'
import type { OidcSettings } from '../../config/env'
import { AppError } from '../../lib/app-error'
import type { OidcStatesRepo } from './oidc-states.repo'

const STATE_TTL_MS = 10 * 60 * 1000

function discover(settings: OidcSettings) {
  const issuer = new URL(settings.issuer)
  const auth = settings.clientSecret
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.None()
  // Plain http is only for local providers (Keycloak on localhost, tests).
  const execute =
    issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []
  return oidc.discovery(issuer, settings.clientId, undefined, auth, { execute })
}

export function createOidcService(deps: {
  settings: OidcSettings
  redirectUri: string
  statesRepo: OidcStatesRepo
  signInExternal: (email: string) => Promise<TokenPair>
  now: () => Date
}) {
  const { settings, redirectUri, statesRepo, now } = deps
  let config: Promise<oidc.Configuration> | undefined

  async function configuration() {
    config ??= discover(settings)
    try {
      return await config
    } catch (error) {
      config = undefined
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `${settings.name} is not reachable. Please try again later.`,
        cause: error,
      })
    }
  }

  async function emailOf(
    cfg: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  ) {
    const claims = tokens.claims()
    if (claims?.email_verified === false) return undefined
    if (typeof claims?.email === 'string') return claims.email
    const info = await oidc.fetchUserInfo(
      cfg,
      tokens.access_token,
      claims?.sub ?? oidc.skipSubjectCheck
    )
    if (info.email_verified === false) return undefined
    return typeof info.email === 'string' ? info.email : undefined
  }

  return {
    async start() {
      const cfg = await configuration()
      const state = oidc.randomState()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      await statesRepo.deleteExpired(now())
      await statesRepo.insert({
        state,
        codeVerifier,
        expiresAt: new Date(now().getTime() + STATE_TTL_MS),
      })
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      })
      return { authorizationUrl: url.href }
    },

    async callback(code: string, state: string): Promise<TokenPair> {
      const pending = await statesRepo.consume(state, now())
      if (!pending) {
        throw new AppError('BAD_REQUEST', {
          message: 'This sign-in attempt has expired. Please start again.',
        })
      }
      const cfg = await configuration()
      const currentUrl = new URL(redirectUri)
      currentUrl.searchParams.set('code', code)
      currentUrl.searchParams.set('state', state)
      let email: string | undefined
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
        })
        email = await emailOf(cfg, tokens)
      } catch (error) {
        throw new AppError('UNAUTHORIZED', {
          message: `${settings.name} did not confirm the sign-in. Please try again.`,
          cause: error,
        })
      }
      if (!email) {
        throw new AppError('UNAUTHORIZED', {
          message: `${settings.name} did not share a verified e-mail address.`,
        })
      }
      return deps.signInExternal(email)
    },
  }
}
