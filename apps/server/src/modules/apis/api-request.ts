import type { ApiRow } from '../../db/schema'
import { sealContext } from '../vault/seal-contexts'
import type { Vault } from '../vault/vault'

/** The credential header of a custom API, opened from the vault. */
export function apiAuthHeaders(
  row: ApiRow,
  vault: Vault
): Record<string, string> {
  if (!row.sealedSecret || row.authType === 'none') return {}
  const secret = vault.open(row.sealedSecret, sealContext.api(row.id))
  if (row.authType === 'bearer') return { authorization: `Bearer ${secret}` }
  return row.headerName ? { [row.headerName.toLowerCase()]: secret } : {}
}
