import { parseEnv } from './config/env'
import { openDatabase } from './db/open-database'
import { createOutbound, outboundSettings } from './modules/outbound'
import { createVault, loadVaultKeysFromEnv } from './modules/vault'
import { createServices } from './services'
import { rotateVault } from './vault-rotation'

/**
 * `npm run vault:rotate -w @kiln/server`: re-seals every stored secret under
 * VAULT_ACTIVE_KEY_ID. Keep the old key in VAULT_KEYS until this has run.
 */
async function main() {
  const env = parseEnv()
  const database = await openDatabase(env)
  const outbound = createOutbound(outboundSettings(env))
  let services: ReturnType<typeof createServices> | undefined
  try {
    const vault = createVault(await loadVaultKeysFromEnv(env))
    services = createServices({
      env,
      database,
      vault,
      outbound,
      now: () => new Date(),
    })
    const count = await rotateVault(services, vault)
    process.stdout.write(
      `Re-sealed ${count} secret(s) under key "${vault.activeKeyId}".\n`
    )
  } finally {
    await services?.bus.close()
    await outbound.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vault rotation failed: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
