import type { TokenPair } from '@kiln/contract/auth'
import * as oidc from 'openid-client'
import type { OidcSettings } from '../../config/env'
import { AppError } from '../../lib/app-error'
import type { SignInClient } from './auth.service'
import type {
  LinkRequest,
  OidcAccounts,
  ProviderIdentity,
} from './oidc-accounts'
import { OIDC_STATE_TTL_MS } from './oidc-binding'
import type { OidcStatesRepo } from './oidc-states.repo'

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

const emailClaims = (claims: oidc.IDToken | oidc.UserInfoResponse) =>
  typeof claims.email === 'string'
    ? { email: claims.email, emailVerified: claims.email_verified === true }
    : undefined

export function createOidcService(deps: {
  settings: OidcSettings
  redirectUri: string
  statesRepo: OidcStatesRepo
  accounts: OidcAccounts
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

  async function identityOf(
    cfg: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  ): Promise<ProviderIdentity> {
    const claims = tokens.claims()
    if (!claims) throw new Error('the provider sent no ID token')
    const base = { issuer: cfg.serverMetadata().issuer, subject: claims.sub }
    const fromIdToken = emailClaims(claims)
    if (fromIdToken) return { ...base, ...fromIdToken }
    const info = await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub)
    return {
      ...base,
      ...(emailClaims(info) ?? { email: undefined, emailVerified: false }),
    }
  }

  return {
    /**
     * A new pending sign-in bound to the browser whose binding hash is given;
     * with `link`, it links the provider to that signed-in user instead.
     */
    async start(browserBindingHash: string, link?: LinkRequest) {
      if (link) await deps.accounts.mayLink(link.userId)
      const cfg = await configuration()
      const state = oidc.randomState()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      await statesRepo.deleteExpired(now())
      await statesRepo.insert({
        state,
        codeVerifier,
        browserBindingHash,
        linkUserId: link?.userId,
        linkSessionId: link?.sessionId,
        expiresAt: new Date(now().getTime() + OIDC_STATE_TTL_MS),
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

    async callback(
      input: { code: string; state: string; browserBindingHash: string },
      client: SignInClient
    ): Promise<TokenPair> {
      const { code, state } = input
      const pending = await statesRepo.consume(
        state,
        input.browserBindingHash,
        now()
      )
      if (!pending) {
        throw new AppError('BAD_REQUEST', {
          message:
            'This sign-in attempt has expired or was not started in this browser. Please start again.',
        })
      }
      const cfg = await configuration()
      const currentUrl = new URL(redirectUri)
      currentUrl.searchParams.set('code', code)
      currentUrl.searchParams.set('state', state)
      let identity: ProviderIdentity
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
        })
        identity = await identityOf(cfg, tokens)
      } catch (error) {
        throw new AppError('UNAUTHORIZED', {
          message: `${settings.name} did not confirm the sign-in. Please try again.`,
          cause: error,
        })
      }
      const link =
        pending.linkUserId && pending.linkSessionId
          ? { userId: pending.linkUserId, sessionId: pending.linkSessionId }
          : undefined
      return deps.accounts.resolve(identity, client, link)
    },
  }
}

export type OidcService = ReturnType<typeof createOidcService>
