import { z } from 'zod'

/** Every error answer of the API: `{ error: { code, message }, requestId }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  requestId: z.string(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Error codes the API answers with, and the HTTP status of each. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USR_NOT_FOUND_USER: 404,
  ENTITY_NOT_FOUND: 404,
  RECORD_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** OIDC sign-in with the e-mail of an account it is not linked to. */
  ACCOUNT_LINK_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /**
   * A generated app's project is over one of its quotas (records, bytes, end
   * users, files), or an account over one of its own (projects, stored bytes).
   */
  QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request line and headers together exceed the server's limit. */
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  /** A user-given URL points where Kiln may not connect (private, metadata...). */
  DESTINATION_NOT_ALLOWED: 422,
  /** A user-given server could not be reached or answered badly. */
  UPSTREAM_FAILED: 422,
  /** A visual edit of an element whose text or classes are computed by code. */
  NOT_EDITABLE: 422,
  INVITATION_INVALID: 404,
  INVITATION_ALREADY_REDEEMED: 409,
  INVITATION_USED_UP: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_REVOKED: 410,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  BILLING_NOT_CONFIGURED: 503,
} as const
export type ErrorCode = keyof typeof errorStatus
