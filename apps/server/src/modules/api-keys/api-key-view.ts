import type { ApiKey } from '@kiln/contract/integrations'
import type { ApiKeyRow } from '../../db/schema'

/** The wire shape of a stored key: masked, never the key itself. */
export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  service: row.service,
  ...(row.keyName ? { keyName: row.keyName } : {}),
  ...(row.description ? { description: row.description } : {}),
  status: row.status === 'inactive' ? 'inactive' : 'active',
  maskedApiKey: row.maskedKey,
  lastUsed: row.lastUsed?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})
