import { createPublicKey } from 'node:crypto'
import {
  exportJWK,
  generateKeyPair,
  importPKCS8,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose'
import { signingKeys } from '../../instance'

/** What one forged request sends instead of a proper `Authorization: Bearer <token>`. */
export type Forgery = {
  name: string
  /** The Authorization header; undefined sends none. */
  authorization?: string
  query?: Record<string, string>
  headers?: Record<string, string>
}

const b64 = (value: unknown) =>
  Buffer.from(
    typeof value === 'string' ? value : JSON.stringify(value)
  ).toString('base64url')

export const decodePart = (token: string, index: 0 | 1) =>
  JSON.parse(
    Buffer.from(token.split('.')[index]!, 'base64url').toString()
  ) as Record<string, unknown>

/** A token whose header and payload are replaced, keeping the given signature. */
const reassemble = (
  header: unknown,
  payload: unknown,
  signature: string | undefined
) =>
  signature === undefined
    ? `${b64(header)}.${b64(payload)}`
    : `${b64(header)}.${b64(payload)}.${signature}`

async function sign(
  key: CryptoKey | Uint8Array,
  header: Record<string, unknown> & { alg: string },
  payload: JWTPayload
) {
  return new SignJWT(payload).setProtectedHeader(header).sign(key)
}

export type Subject = { id: string; email: string; token: string }

/**
 * Every way a token can be forged or misused without the server's consent,
 * for `who`: the user the request pretends to be. `stranger` is another real
 * user whose genuine token is tampered with; `deadSid` a logged-out session.
 */
export async function forgeries(options: {
  who: Subject
  stranger: Subject
  issuer: string
  deadSid: string
  refreshToken: string
}): Promise<Forgery[]> {
  const { who, stranger, issuer, deadSid, refreshToken } = options
  const realHeader = decodePart(who.token, 0) as { alg: string; kid: string }
  const claims = decodePart(who.token, 1) as JWTPayload & {
    sid: string
    email: string
  }
  const now = Math.floor(Date.now() / 1000)
  const realKey = await importPKCS8(signingKeys.privatePem, 'ES256')
  const attacker = await generateKeyPair('ES256', { extractable: true })
  const attackerJwk = await exportJWK(attacker.publicKey)
  const p384 = await generateKeyPair('ES384')
  const publicPem = signingKeys.publicPem
  const publicDer = Buffer.from(
    publicPem.replace(/-----[^-]+-----|\s/g, ''),
    'base64'
  )
  const publicJwkJson = JSON.stringify(
    await exportJWK(createPublicKey(publicPem))
  )
  const [strangerHeader, , strangerSignature] = stranger.token.split('.')
  const strangerClaims = decodePart(stranger.token, 1)
  const [, , realSignature] = who.token.split('.')
  const fresh = { ...claims, iat: now, exp: now + 600 }
  const real = (payload: JWTPayload, header: Record<string, unknown> = {}) =>
    sign(realKey, { ...realHeader, ...header }, payload)
  const without = (key: string) => {
    const copy: Record<string, unknown> = { ...fresh }
    delete copy[key]
    return copy as JWTPayload
  }
  const bearer = (token: string) => `Bearer ${token}`

  const list: Forgery[] = [
    // No signature at all.
    ...['none', 'None', 'NONE', 'nOnE'].map((alg) => ({
      name: `alg ${alg}`,
      authorization: bearer(reassemble({ alg, typ: 'JWT' }, fresh, '')),
    })),
    {
      name: 'alg none keeping the signature',
      authorization: bearer(
        reassemble({ alg: 'none' }, fresh, realSignature ?? '')
      ),
    },
    {
      name: 'signature stripped (empty third part)',
      authorization: bearer(reassemble(realHeader, claims, '')),
    },
    {
      name: 'signature stripped (two parts)',
      authorization: bearer(reassemble(realHeader, claims, undefined)),
    },
    {
      name: 'signature of another ES256 key, same kid',
      authorization: bearer(await sign(attacker.privateKey, realHeader, fresh)),
    },
    {
      name: 'signature of another ES256 key, made-up kid',
      authorization: bearer(
        await sign(
          attacker.privateKey,
          { alg: 'ES256', kid: 'scoreboard-attacker' },
          fresh
        )
      ),
    },
    {
      name: 'another ES256 key with its public key embedded (jwk header)',
      authorization: bearer(
        await sign(
          attacker.privateKey,
          { alg: 'ES256', jwk: attackerJwk },
          fresh
        )
      ),
    },
    {
      name: 'another ES256 key announced by a jku header',
      authorization: bearer(
        await sign(
          attacker.privateKey,
          { alg: 'ES256', jku: 'http://127.0.0.2:9/jwks.json', kid: 'x' },
          fresh
        )
      ),
    },
    {
      name: 'ES384 with another key',
      authorization: bearer(
        await sign(
          p384.privateKey,
          { alg: 'ES384', kid: realHeader.kid },
          fresh
        )
      ),
    },
    // Key confusion: the public key used as an HMAC secret.
    {
      name: 'HS256 keyed with the public key (PEM)',
      authorization: bearer(
        await sign(new TextEncoder().encode(publicPem), { alg: 'HS256' }, fresh)
      ),
    },
    {
      name: 'HS256 keyed with the public key (DER)',
      authorization: bearer(
        await sign(new Uint8Array(publicDer), { alg: 'HS256' }, fresh)
      ),
    },
    {
      name: 'HS256 keyed with the public JWK',
      authorization: bearer(
        await sign(
          new TextEncoder().encode(publicJwkJson),
          { alg: 'HS256', kid: realHeader.kid },
          fresh
        )
      ),
    },
    {
      name: 'HS512 keyed with the kid',
      authorization: bearer(
        await sign(
          new TextEncoder().encode(realHeader.kid.padEnd(64, realHeader.kid)),
          { alg: 'HS512', kid: realHeader.kid },
          fresh
        )
      ),
    },
    // Another user's genuine token with its claims changed.
    {
      name: "another user's token, sub changed",
      authorization: bearer(
        reassemble(
          decodePart(stranger.token, 0),
          { ...strangerClaims, sub: who.id },
          strangerSignature
        )
      ),
    },
    {
      name: "another user's token, email changed",
      authorization: bearer(
        reassemble(
          decodePart(stranger.token, 0),
          { ...strangerClaims, email: who.email },
          strangerSignature
        )
      ),
    },
    {
      name: "another user's token, sub, email and sid changed",
      authorization: bearer(
        reassemble(
          decodePart(stranger.token, 0),
          { ...strangerClaims, sub: who.id, email: who.email, sid: claims.sid },
          strangerSignature
        )
      ),
    },
    {
      name: "another user's token, exp pushed a year ahead",
      authorization: bearer(
        `${strangerHeader}.${b64({ ...strangerClaims, exp: now + 31_536_000 })}.${strangerSignature}`
      ),
    },
    // Signed with the real key but claims the server must refuse.
    {
      name: 'expired (real key)',
      authorization: bearer(
        await real({ ...claims, iat: now - 7200, exp: now - 3600 })
      ),
    },
    {
      name: 'expired a few seconds ago (real key)',
      authorization: bearer(
        await real({ ...claims, iat: now - 3605, exp: now - 5 })
      ),
    },
    {
      name: 'not valid before an hour from now (real key)',
      authorization: bearer(await real({ ...fresh, nbf: now + 3600 })),
    },
    {
      name: 'issued an hour in the future (real key)',
      authorization: bearer(
        await real({ ...claims, iat: now + 3600, exp: now + 7200 })
      ),
    },
    {
      name: 'issued a day ago, valid for a year (real key)',
      authorization: bearer(
        await real({ ...claims, iat: now - 86_400, exp: now + 31_536_000 })
      ),
    },
    {
      name: 'issued now, valid for a year (real key)',
      authorization: bearer(
        await real({ ...claims, iat: now, exp: now + 31_536_000 })
      ),
    },
    {
      name: 'no iat (real key)',
      authorization: bearer(await real(without('iat'))),
    },
    {
      name: 'no exp (real key)',
      authorization: bearer(await real(without('exp'))),
    },
    {
      name: 'wrong issuer (real key)',
      authorization: bearer(
        await real({ ...fresh, iss: 'https://issuer.evil.test' })
      ),
    },
    {
      name: 'issuer with a trailing slash (real key)',
      authorization: bearer(await real({ ...fresh, iss: `${issuer}/` })),
    },
    {
      name: 'no issuer (real key)',
      authorization: bearer(await real(without('iss'))),
    },
    {
      name: 'wrong audience (real key)',
      authorization: bearer(await real({ ...fresh, aud: 'kiln-preview' })),
    },
    {
      name: 'no audience (real key)',
      authorization: bearer(await real(without('aud'))),
    },
    {
      name: 'no sub (real key)',
      authorization: bearer(await real(without('sub'))),
    },
    {
      name: 'empty sub (real key)',
      authorization: bearer(await real({ ...fresh, sub: '' })),
    },
    {
      name: 'numeric sub (real key)',
      authorization: bearer(
        await real({ ...fresh, sub: 12345 as unknown as string })
      ),
    },
    {
      name: 'sub as an object (real key)',
      authorization: bearer(
        await real({ ...fresh, sub: { id: who.id } as unknown as string })
      ),
    },
    {
      name: 'no sid (real key)',
      authorization: bearer(await real(without('sid'))),
    },
    {
      name: 'numeric sid (real key)',
      authorization: bearer(await real({ ...fresh, sid: 1 })),
    },
    {
      name: 'sid as an array (real key)',
      authorization: bearer(await real({ ...fresh, sid: [claims.sid] })),
    },
    {
      name: 'sid of a logged-out session (real key)',
      authorization: bearer(await real({ ...fresh, sid: deadSid })),
    },
    {
      name: "sid of another user's live session (real key)",
      authorization: bearer(
        await real({ ...fresh, sid: strangerClaims.sid as string })
      ),
    },
    {
      name: 'no email (real key)',
      authorization: bearer(await real(without('email'))),
    },
    // Not a JWT, or not where the server reads it.
    {
      name: 'refresh token as access token',
      authorization: bearer(refreshToken),
    },
    { name: 'garbage', authorization: bearer('garbage') },
    { name: 'three empty parts', authorization: bearer('..') },
    {
      name: 'five parts (JWE shape)',
      authorization: bearer(`${who.token}.AAAA.BBBB`),
    },
    {
      name: 'token with trailing junk',
      authorization: bearer(`${who.token}x`),
    },
    {
      // Larger ones stop at Node's 16 KB header limit (431) before any auth.
      name: 'an 8 KB token',
      authorization: bearer(`${b64(realHeader)}.${'A'.repeat(8192)}.x`),
    },
    { name: 'empty Bearer', authorization: 'Bearer ' },
    { name: 'Bearer without a token', authorization: 'Bearer' },
    { name: 'empty Authorization header', authorization: '' },
    { name: 'token without a scheme', authorization: who.token },
    { name: 'Basic scheme', authorization: `Basic ${b64(`x:${who.token}`)}` },
    { name: 'Token scheme', authorization: `Token ${who.token}` },
    {
      name: 'two tokens in one header',
      authorization: `Bearer ${who.token} ${who.token}`,
    },
    { name: 'query access_token', query: { access_token: who.token } },
    { name: 'query token', query: { token: who.token } },
    {
      name: 'query authorization',
      query: { authorization: `Bearer ${who.token}` },
    },
    {
      name: 'cookie access_token',
      headers: { cookie: `access_token=${who.token}; token=${who.token}` },
    },
    {
      name: 'X-Access-Token header',
      headers: { 'x-access-token': who.token, 'x-auth-token': who.token },
    },
  ]
  return list
}

/** A re-signed copy of a genuine token (real key, fresh times): the control that the forging works. */
export async function resign(token: string) {
  const realKey = await importPKCS8(signingKeys.privatePem, 'ES256')
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...decodePart(token, 1), iat: now, exp: now + 600 })
    .setProtectedHeader(decodePart(token, 0) as { alg: string })
    .sign(realKey)
}
