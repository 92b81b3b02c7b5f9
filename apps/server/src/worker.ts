import closeWithGrace from 'close-with-grace'
import { pino, type LoggerOptions } from 'pino'
import { parseEnv } from './config/env'
import { openDatabase } from './db/open-database'
import { createWorker } from './jobs/worker'
import { listenForMetrics } from './lib/metrics-listener'
import { loggerOptions } from './logger'
import { NEW_JOB_TOPIC } from './modules/build-tasks'
import { startGitChecks } from './modules/git-sync'
import { createOutbound, outboundSettings } from './modules/outbound'
import { createVault, loadVaultKeysFromEnv } from './modules/vault'
import { provideScrapeSources } from './plugins/infrastructure/metrics-sources'
import { createServices } from './services'

/** `npm run worker`: build workers apart from the API (WORKER_CONCURRENCY slots). */
async function main() {
  const env = parseEnv()
  const log = pino(loggerOptions(env) as LoggerOptions)
  const database = await openDatabase(env)
  const vault = createVault(await loadVaultKeysFromEnv(env))
  const outbound = createOutbound(outboundSettings(env))
  const { bus, buildJob, runChecker, gitSyncJob, gitSync } = createServices({
    env,
    database,
    vault,
    outbound,
    now: () => new Date(),
  })
  const worker = createWorker({
    db: database.db,
    log,
    concurrency: env.workerConcurrency,
    definitions: [buildJob, gitSyncJob],
  })
  const checks = startGitChecks(gitSync, env.gitSyncIntervalMs, log)

  provideScrapeSources(env, database)
  const metricsListener = env.metrics.port
    ? await listenForMetrics(env.metrics.port, env.host)
    : undefined

  // SIGTERM: running jobs get 20 s to finish, then go back to the queue.
  closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker closing because of an error')
    else log.info({ signal }, 'worker shutting down')
    await metricsListener?.close()
    checks.stop()
    await worker.stop(20_000)
    await runChecker?.close()
    await bus.close()
    await outbound.close()
    await database.close()
  })

  await bus.subscribe(NEW_JOB_TOPIC, () => worker.wake())
  await worker.start()
  log.info(
    {
      workerId: worker.id,
      concurrency: env.workerConcurrency,
      database: database.mode,
    },
    'Kiln build worker is running'
  )
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Kiln worker could not start: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
