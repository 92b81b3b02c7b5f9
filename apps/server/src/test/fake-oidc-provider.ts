import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

/** `'omit'`: the ID token carries no `email_verified` claim at all. */
export type EmailVerifiedClaim = boolean | 'omit'

type PendingCode = {
  challenge: string
  email?: string
  emailVerified: EmailVerifiedClaim
  subject?: string
}

const readBody = async (req: IncomingMessage) => {
  let body = ''
  for await (const chunk of req) body += chunk
  return new URLSearchParams(body)
}

/**
 * A tiny OpenID provider for tests: discovery, JWKS and a token endpoint that
 * checks PKCE and issues a signed ID token. `login` stands in for the user
 * signing in at the provider and returns the authorization code.
 */
export async function startFakeOidcProvider(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256' }
  const codes = new Map<string, PendingCode>()
  let issuer = ''

  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.url === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
      })
    }
    if (req.url === '/jwks') return json(200, { keys: [jwk] })
    if (req.url === '/token' && req.method === 'POST') {
      const form = await readBody(req)
      const pending = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256')
        .update(verifier)
        .digest('base64url')
      if (!pending || challenge !== pending.challenge) {
        return json(400, { error: 'invalid_grant' })
      }
      const idToken = await new SignJWT({
        ...(pending.email ? { email: pending.email } : {}),
        ...(pending.emailVerified === 'omit'
          ? {}
          : { email_verified: pending.emailVerified }),
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'test' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(pending.subject ?? `sub-${pending.email ?? 'none'}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
      return json(200, {
        access_token: 'provider-access-token',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    issuer,
    /** The subject defaults to one per e-mail (`sub-<email>`). */
    login(
      authorizationUrl: string,
      email?: string,
      emailVerified: EmailVerifiedClaim = true,
      subject?: string
    ) {
      const url = new URL(authorizationUrl)
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        email,
        emailVerified,
        subject,
      })
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
