import { parseEnv } from './config/env'
import { openDatabase } from './db/open-database'
import { createVault, loadVaultKeysFromEnv } from './modules/vault'
import { rotateVault } from './vault-rotation'

/**
 * `npm run vault:rotate -w @kiln/server`: re-seals every stored secret under
 * VAULT_ACTIVE_KEY_ID. Keep the old key in VAULT_KEYS until this has run.
 */
async function main() {
  const env = parseEnv()
  const database = await openDatabase(env)
  try {
    const vault = createVault(await loadVaultKeysFromEnv(env))
    const count = await rotateVault(database.db, vault)
    process.stdout.write(
      `Re-sealed ${count} secret(s) under key "${vault.activeKeyId}".\n`
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vault rotation failed: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
