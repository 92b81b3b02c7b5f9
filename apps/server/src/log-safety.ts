import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { stdSerializers, type LoggerOptions } from 'pino'
import { REDACTED, redactSecrets } from './secret-redaction'

export { REDACTED }

/** Query parameters whose values are credentials or single-use codes. */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
  'key',
  'api_key',
  'apikey',
  'secret',
  'password',
  'link',
  'share',
  'session',
  'signature',
  'sig',
])
/** Path segments after these are tokens (`/api/share/<token>`, `/s/<token>`). */
const TOKEN_PREFIX_SEGMENTS = new Set(['share', 's', 'reset', 'verify'])
/** A long random segment is a token whatever precedes it (ids are UUIDs: 36). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{40,}$/

/**
 * A URL (absolute or a request path) fit for a log: the values of secret
 * query parameters and token path segments replaced by [REDACTED].
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#')
  const withoutHash = hash === -1 ? url : url.slice(0, hash)
  const question = withoutHash.indexOf('?')
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question)
  const query = question === -1 ? undefined : withoutHash.slice(question + 1)
  const segments = path.split('/')
  const safePath = segments
    .map((segment, index) => {
      const before = index > 0 ? segments[index - 1]!.toLowerCase() : ''
      if (segment && TOKEN_PREFIX_SEGMENTS.has(before)) return REDACTED
      return TOKEN_LIKE.test(segment) ? REDACTED : segment
    })
    .join('/')
  if (query === undefined) return safePath
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const rawName = eq === -1 ? pair : pair.slice(0, eq)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      } catch {
        // a malformed name is kept as written
      }
      const value = eq === -1 ? '' : pair.slice(eq + 1)
      if (SECRET_PARAMS.has(name.toLowerCase()) || TOKEN_LIKE.test(value))
        return `${rawName}=${REDACTED}`
      return pair
    })
    .join('&')
  return `${safePath}?${safeQuery}`
}

/** undici puts the refused header value in its message: never log it. */
const HEADER_VALUE_IN_MESSAGE =
  /(Headers\.\w+: )"[\s\S]*?"( is an invalid header value)/g

type SerializedError = ReturnType<typeof stdSerializers.err>

/**
 * Every string in a serialized error (message, stack, causes, a provider's
 * response body) scrubbed of refused header values and known secrets.
 */
function scrub(value: unknown): unknown {
  if (typeof value === 'string')
    return redactSecrets(
      value.replace(HEADER_VALUE_IN_MESSAGE, `$1${REDACTED}$2`)
    )
  if (Array.isArray(value)) return value.map(scrub)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, scrub(inner)])
    )
  }
  return value
}

function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error)) as SerializedError
}

/** A host name with token-like labels (a capability in a preview origin) redacted. */
export const redactHost = (host: string) =>
  host
    .split('.')
    .map((label) => (TOKEN_LIKE.test(label) ? REDACTED : label))
    .join('.')

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: redactHost(request.host),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Headers and fields that hold credentials, wherever a log line carries them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.password',
  '*.secret',
  '*.apiKey',
  '*.accessToken',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
]

/** A log call's message strings without known secrets. */
const logSafetyHooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    const safe = args.map((arg) =>
      typeof arg === 'string' ? redactSecrets(arg) : arg
    ) as typeof args
    method.apply(this, safe)
  },
}

/**
 * pino options that keep secrets out of every log line: URLs are logged
 * redacted, error messages lose refused header values and known secrets
 * (secret-redaction.ts), credential fields are censored.
 */
export const logSafety = {
  serializers: { req: serializeRequest, err: serializeError },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  hooks: logSafetyHooks,
}

/** A Fastify logger option with logSafety applied (false stays false). */
export function safeLogger(
  logger: FastifyServerOptions['logger']
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? {} : logger
  return {
    ...base,
    serializers: { ...base.serializers, ...logSafety.serializers },
    redact: logSafety.redact,
    hooks: logSafety.hooks,
  }
}
