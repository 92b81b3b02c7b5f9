import { headerValueProblem } from '@kiln/contract/integrations'
import type { ApiRow } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { originOf, sealContext, type Vault } from '../vault'

const enterAgain = (message: string) =>
  new AppError('VALIDATION_FAILED', { message })

/**
 * The stored credential, for a request to `destination` only: it opens for
 * the origin it was saved for and no other.
 */
function openApiSecret(row: ApiRow, vault: Vault, destination: string) {
  const sealed = row.sealedSecret ?? ''
  const contexts = [sealContext.api(row.id, destination)]
  // A value from before origin binding belongs to the row's own origin.
  if (originOf(destination) === originOf(row.baseUrl))
    contexts.push(sealContext.legacyApi(row.id))
  for (const context of contexts) {
    try {
      return vault.open(sealed, context)
    } catch {
      // the next context, if any
    }
  }
  throw enterAgain(
    'The stored secret was saved for another address. Enter the secret again.'
  )
}

/**
 * The credential header of a custom API for a request to `destination`
 * (default: its base URL), opened from the vault.
 */
export function apiAuthHeaders(
  row: ApiRow,
  vault: Vault,
  destination: string = row.baseUrl
): Record<string, string> {
  if (!row.sealedSecret || row.authType === 'none') return {}
  const secret = openApiSecret(row, vault, destination)
  // Saved before secrets were checked: never hand such a value to fetch.
  const problem = headerValueProblem(secret)
  if (problem) throw enterAgain(`The stored secret ${problem} Enter it again.`)
  if (row.authType === 'bearer') return { authorization: `Bearer ${secret}` }
  return row.headerName ? { [row.headerName.toLowerCase()]: secret } : {}
}
