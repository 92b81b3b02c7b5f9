import type { Api } from '@kiln/contract/integrations'
import type { ApiRow } from '../../db/schema'

export const toApi = (row: ApiRow): Api => ({
  _id: row.id,
  name: row.name,
  baseUrl: row.baseUrl,
  description: row.description,
  authType:
    row.authType === 'header' || row.authType === 'bearer'
      ? row.authType
      : 'none',
  ...(row.headerName ? { headerName: row.headerName } : {}),
  hasSecret: row.sealedSecret !== null,
  ...(row.openapiOperations
    ? { openapiOperations: row.openapiOperations }
    : {}),
  connectionStatus:
    row.connectionStatus === 'SUCCESS' || row.connectionStatus === 'FAILED'
      ? row.connectionStatus
      : 'PENDING',
  updatedAt: row.updatedAt.toISOString(),
})
