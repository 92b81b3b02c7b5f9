import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { listenForBackups } from './backup/backup-socket'
import { parseEnv } from './config/env'
import { openDatabase } from './db/open-database'
import { listenForMetrics } from './lib/metrics-listener'
import { fromRepoRoot, webDistDir } from './lib/paths'
import { loggerOptions } from './logger'
import { loadSigningKeys } from './modules/auth'
import { previewSiteWarning } from './modules/preview'
import { loadVaultKeysFromEnv } from './modules/vault'
import { buildPreviewApp } from './preview-app'

async function main() {
  const env = parseEnv()
  const database = await openDatabase(env)
  const keys = await loadSigningKeys({
    privatePem: env.jwtPrivateKey,
    publicPem: env.jwtPublicKey,
    keysDir: path.join(fromRepoRoot(env.dataDir), 'keys'),
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  // One keyring for both servers: the preview host's API proxy opens the
  // credentials the API sealed.
  const vaultKeys = await loadVaultKeysFromEnv(env)
  const app = await buildApp({
    env,
    database,
    keys,
    vaultKeys,
    webDistDir,
    logger: loggerOptions(env),
  })
  const preview = await buildPreviewApp({
    env,
    database,
    vaultKeys,
    logger: loggerOptions(env),
  })

  const metricsListener = env.metrics.port
    ? await listenForMetrics(env.metrics.port, env.host)
    : undefined
  // PGlite: `npm run backup` asks this process through DATA_DIR/backup.sock.
  const backups = database.snapshotTo
    ? await listenForBackups({
        database,
        dataDir: fromRepoRoot(env.dataDir),
        log: app.log,
      })
    : undefined

  // Drain requests first, close the database last.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error')
    else app.log.info({ signal }, 'shutting down')
    await Promise.all([
      app.close(),
      preview.close(),
      metricsListener?.close(),
      backups?.close(),
    ])
    await database.close()
  })

  const siteWarning = previewSiteWarning(
    env.publicUrl,
    env.previewOriginTemplate
  )
  if (siteWarning) app.log.warn(siteWarning)

  await app.listen({ port: env.port, host: env.host })
  await preview.listen({ port: env.previewPort, host: env.host })
  app.log.info(
    {
      publicUrl: env.publicUrl,
      database: database.mode,
      dataDir: fromRepoRoot(env.dataDir),
    },
    `Kiln is ready at ${env.publicUrl}`
  )
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Kiln could not start: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
