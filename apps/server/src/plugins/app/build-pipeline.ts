import fp from 'fastify-plugin'
import type { JobQueue } from '../../jobs/queue'
import { createWorker, type Worker } from '../../jobs/worker'
import { NEW_JOB_TOPIC, type TaskEventBus } from '../../modules/build-tasks'
import { startGitChecks } from '../../modules/git-sync'

declare module 'fastify' {
  interface FastifyInstance {
    taskEvents: TaskEventBus
    jobQueue: JobQueue
    /** Runs build jobs in this process (started unless WORKER_IN_PROCESS=0). */
    buildWorker: Worker
  }
}

/** The task event bus, the job queue and the in-process build worker. */
export const buildPipelinePlugin = fp(
  async (app) => {
    const {
      bus,
      accessChanges,
      queue,
      buildJob,
      runChecker,
      gitSyncJob,
      gitSync,
    } = app.services
    const worker = createWorker({
      db: app.db,
      log: app.log.child({ module: 'worker' }),
      definitions: [buildJob, gitSyncJob],
      concurrency: app.config.workerConcurrency,
      soleWorker: app.dbMode === 'pglite',
    })
    app.decorate('taskEvents', bus)
    app.decorate('jobQueue', queue)
    app.decorate('buildWorker', worker)

    let checks: { stop: () => void } | undefined
    if (app.config.workerInProcess) {
      app.addHook('onReady', async () => {
        await bus.subscribe(NEW_JOB_TOPIC, () => worker.wake())
        await worker.start()
        checks = startGitChecks(gitSync, app.config.gitSyncIntervalMs, app.log)
      })
    }
    app.addHook('onClose', async () => {
      checks?.stop()
      await worker.stop()
      await runChecker?.close()
      await bus.close()
      await accessChanges.close()
    })
  },
  { name: 'build-pipeline', dependencies: ['config', 'database', 'services'] }
)
