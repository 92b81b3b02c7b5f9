import fp from 'fastify-plugin'
import { createVault, type Vault } from './vault'
import type { VaultKeyring } from './vault-keys'

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens third-party secrets (AES-256-GCM, key ids). */
    vault: Vault
  }
}

export const vaultPlugin = fp<{ keyring: VaultKeyring }>(
  async (app, { keyring }) => {
    app.decorate('vault', createVault(keyring))
  },
  { name: 'vault' }
)
