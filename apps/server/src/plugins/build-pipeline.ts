import fp from 'fastify-plugin'
import { buildTaskJob } from '../jobs/definitions/build-task'
import { createJobQueue, type JobQueue } from '../jobs/queue'
import { createWorker, type Worker } from '../jobs/worker'
import { packageStoreFromEnv } from '../lib/package-store'
import {
  createTaskEventBus,
  NEW_JOB_TOPIC,
  type TaskEventBus,
} from '../modules/build-tasks/task-event-bus'

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
    const bus = createTaskEventBus({ db: app.db, mode: app.dbMode })
    const worker = createWorker({
      db: app.db,
      log: app.log.child({ module: 'worker' }),
      definitions: [
        buildTaskJob({
          db: app.db,
          bus,
          env: app.config,
          llmEnv: process.env,
          now: app.now,
          vault: app.vault,
          packages: packageStoreFromEnv(app.config),
        }),
      ],
      concurrency: app.config.workerConcurrency,
      soleWorker: app.dbMode === 'pglite',
    })
    app.decorate('taskEvents', bus)
    app.decorate('jobQueue', createJobQueue(app.db))
    app.decorate('buildWorker', worker)

    if (app.config.workerInProcess) {
      app.addHook('onReady', async () => {
        await bus.subscribe(NEW_JOB_TOPIC, () => worker.wake())
        await worker.start()
      })
    }
    app.addHook('onClose', async () => {
      await worker.stop()
      await bus.close()
    })
  },
  { name: 'build-pipeline', dependencies: ['config', 'database', 'vault'] }
)
