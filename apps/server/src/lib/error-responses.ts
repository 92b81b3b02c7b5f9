import { errorBodySchema } from '@kiln/contract/errors'

/**
 * The error answers a route can give, for its `response` schema:
 * `response: { 200: thingSchema, ...errorResponses(400, 401, 404) }`. Each is
 * the contract's `{ error: { code, message } }` body.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBodySchema])
  ) as { [Code in Status as `${Code}`]: typeof errorBodySchema }
}
