export const OUTBOUND_MESSAGES = {
  INVALID_URL:
    'The address must be a valid http:// or https:// URL without a user name or password.',
  BLOCKED_DESTINATION:
    'This address is not allowed: Kiln does not connect to private, local or cloud metadata addresses.',
  DNS_FAILED: 'The server name could not be resolved.',
  TIMEOUT: 'The server did not answer in time.',
  TOO_LARGE: 'The server sent more data than Kiln accepts.',
  TOO_MANY_REDIRECTS: 'The server redirected too many times.',
  CONNECTION_FAILED: 'Could not connect to the server.',
  HTTP_ERROR: 'The server answered with an error.',
} as const

/** BLOCKED_DESTINATION for a private address, which the operator may allow. */
export const PRIVATE_DESTINATION_MESSAGE =
  "This address is on a local or private network, which Kiln does not connect to unless the operator of this Kiln allows it: set ALLOW_PRIVATE_NETWORK_TARGETS=1 (every private address) or OUTBOUND_ALLOWED_ADDRESSES to this server's IP address, then restart Kiln."

export type OutboundCategory = keyof typeof OUTBOUND_MESSAGES

/**
 * A refused or failed outbound request. Its message is safe to show: it never
 * holds the upstream body or the address the name resolved to.
 */
export class OutboundError extends Error {
  readonly category: OutboundCategory
  readonly status?: number

  constructor(category: OutboundCategory, status?: number, message?: string) {
    super(
      message ??
        (category === 'HTTP_ERROR' && status
          ? `The server answered with HTTP ${status}.`
          : OUTBOUND_MESSAGES[category])
    )
    this.name = 'OutboundError'
    this.category = category
    this.status = status
  }
}

const NETWORK_CODES: Record<string, OutboundCategory> = {
  ENOTFOUND: 'DNS_FAILED',
  EAI_AGAIN: 'DNS_FAILED',
  ENODATA: 'DNS_FAILED',
  UND_ERR_CONNECT_TIMEOUT: 'TIMEOUT',
  UND_ERR_HEADERS_TIMEOUT: 'TIMEOUT',
  UND_ERR_BODY_TIMEOUT: 'TIMEOUT',
  ETIMEDOUT: 'TIMEOUT',
}

/** Maps whatever undici or an abort threw to one OutboundError. */
export function toOutboundError(error: unknown): OutboundError {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof OutboundError) return current
    const { name, code, cause } = current as {
      name?: string
      code?: string
      cause?: unknown
    }
    if (name === 'TimeoutError') return new OutboundError('TIMEOUT')
    const category = code ? NETWORK_CODES[code] : undefined
    if (category) return new OutboundError(category)
    current = cause
  }
  return new OutboundError('CONNECTION_FAILED')
}
