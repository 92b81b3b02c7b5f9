/** The vault module's public surface: other modules import only from here. */
export { isStale, resealStaleRows } from './reseal'
export { originOf, sealContext } from './seal-contexts'
export { createVault, maskSecret, type Vault } from './vault'
export { loadVaultKeysFromEnv, type VaultKeyring } from './vault-keys'
export { vaultPlugin } from './vault.plugin'
