import type { Vault } from './modules/vault'
import type { Services } from './services'

/** Each secret-holding service, which re-seals what its module stores. */
type Resealing = Pick<
  Services,
  | 'apiKeys'
  | 'workspaceApiKeys'
  | 'apis'
  | 'mcpOauth'
  | 'providerKeys'
  | 'gitSync'
>

/**
 * Re-seals every stored secret under the vault's active key, each through
 * its owner's service. Each update is conditional on the old value, so a
 * secret changed meanwhile is kept. Returns how many values were re-sealed.
 */
export async function rotateVault(services: Resealing, vault: Vault) {
  const counts = [
    await services.apiKeys.resealStale(vault),
    await services.workspaceApiKeys.resealStale(vault),
    await services.apis.resealStale(vault),
    await services.mcpOauth.resealStale(vault),
    await services.providerKeys.resealStale(vault),
    await services.gitSync.resealStale(vault),
  ]
  return counts.reduce((sum, count) => sum + count, 0)
}
