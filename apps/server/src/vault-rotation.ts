import type { Database } from './db/database'
import { createApiKeysRepo } from './modules/api-keys'
import { createApisRepo } from './modules/apis'
import { createMcpAuthRepo } from './modules/mcp-oauth'
import { createProviderKeysRepo } from './modules/provider-keys'
import type { Vault } from './modules/vault'

/**
 * Re-seals every stored secret under the vault's active key, each through
 * its owner's repository. Each update is conditional on the old value, so a
 * secret changed meanwhile is kept. Returns how many values were re-sealed.
 */
export async function rotateVault(db: Database, vault: Vault) {
  const counts = [
    await createApiKeysRepo(db).resealStale(vault),
    await createApisRepo(db).resealStale(vault),
    await createMcpAuthRepo(db).resealStale(vault),
    await createProviderKeysRepo(db).resealStale(vault),
  ]
  return counts.reduce((sum, count) => sum + count, 0)
}
