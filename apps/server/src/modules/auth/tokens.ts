import { jwtVerify, SignJWT } from 'jose'
import { AppError } from '../../lib/app-error'
import { JWT_ALG, type SigningKeys } from './signing-keys'

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
export const TOKEN_AUDIENCE = 'kiln'

export type AccessTokenSubject = { userId: string; email: string; sid: string }

export function createTokenService(options: {
  keys: SigningKeys
  issuer: string
  now: () => Date
}) {
  const { keys, issuer, now } = options
  return {
    async issue(subject: AccessTokenSubject) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      const accessToken = await new SignJWT({
        email: subject.email,
        sid: subject.sid,
      })
        .setProtectedHeader({ alg: JWT_ALG, kid: keys.kid, typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(keys.privateKey)
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
    },

    /** Pins algorithm, issuer and audience; throws 401 on any failure. */
    async verify(token: string): Promise<AccessTokenSubject> {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          algorithms: [JWT_ALG],
          issuer,
          audience: TOKEN_AUDIENCE,
          currentDate: now(),
          // Refuses an iat in the future or older than a token can live.
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        })
        const { sub, email, sid, iat, exp } = payload
        if (
          typeof sub !== 'string' ||
          sub === '' ||
          typeof email !== 'string' ||
          typeof sid !== 'string' ||
          exp! - iat! > ACCESS_TOKEN_TTL_SECONDS
        )
          throw new Error('missing or malformed claims')
        return { userId: sub, email, sid }
      } catch (error) {
        throw new AppError('UNAUTHORIZED', {
          message: 'Your session is not valid. Please sign in again.',
          cause: error,
        })
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>
