import type { DatabaseHandle } from '../../db/database'
import { createNotifyBus } from '../../db/notify-bus'

const CHANNEL = 'kiln_task_events'
/** Published after a job is enqueued so idle workers in any process wake up. */
export const NEW_JOB_TOPIC = 'jobs:new'
/** "Project X has news" (a build started, someone opened or left it): its presence streams re-read. */
export const projectTopic = (projectId: string) => `project:${projectId}`

/**
 * Wake-up calls per task: "task X has new events". Listeners re-read the
 * task_events table, so duplicate or lost-and-repeated wake-ups are harmless.
 * On PostgreSQL an API process hears a worker running in another process.
 */
export function createTaskEventBus(
  database: Pick<DatabaseHandle, 'db' | 'mode'>
) {
  const bus = createNotifyBus(database, CHANNEL)
  return {
    /** `status`: the task's status after a transition ('' for other news). */
    publish: (taskId: string, status = '') => bus.publish(taskId, status),
    subscribe: (taskId: string, listener: (status: string) => void) =>
      bus.subscribe(taskId, listener),
    close: () => bus.close(),
  }
}

export type TaskEventBus = ReturnType<typeof createTaskEventBus>
