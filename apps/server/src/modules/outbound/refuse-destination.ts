import { AppError } from '../../lib/app-error'
import { checkUrl, type Policy } from './destination'
import { OutboundError } from './outbound-error'

/**
 * Refuses, when it is saved, a URL the guard would never connect to (a
 * private, loopback or metadata address in any spelling, localhost, user
 * info): 422 DESTINATION_NOT_ALLOWED. Host names are judged again at every
 * request, after resolution.
 */
export function refuseBlockedDestination(url: string, policy: Policy) {
  try {
    checkUrl(url, policy)
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error
    throw new AppError('DESTINATION_NOT_ALLOWED', {
      message: error.message,
      details: { category: error.category },
    })
  }
}
