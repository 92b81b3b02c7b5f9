import fp from 'fastify-plugin'
import { buildEstimateRoutes } from './build-estimate.routes'
import { buildTasksRoutes } from './build-tasks.routes'
import { modelsRoutes } from './models.routes'
import { taskEventsRoutes } from './task-events.routes'
import { versionControlRoutes } from './version-control.routes'

/** Builds under /api: tasks, events, versions, models. */
export const buildTasksModule = fp(
  async (app) => {
    const prefix = '/api'
    await app.register(buildTasksRoutes, { prefix })
    await app.register(buildEstimateRoutes, { prefix })
    await app.register(taskEventsRoutes, { prefix })
    await app.register(versionControlRoutes, { prefix })
    await app.register(modelsRoutes, { prefix })
  },
  { name: 'build-tasks', dependencies: ['auth-guard', 'build-pipeline'] }
)
