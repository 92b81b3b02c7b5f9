import fp from 'fastify-plugin'
import { buildPipelinePlugin } from '../../plugins/build-pipeline'
import { projectsRoutes } from '../projects/projects.routes'
import { buildTasksRoutes } from './build-tasks.routes'
import { modelsRoutes } from './models.routes'
import { taskEventsRoutes } from './task-events.routes'
import { versionControlRoutes } from './version-control.routes'

/** Builds under /api: tasks, events, versions, projects, models, and the worker. */
export const buildTasksModule = fp(
  async (app) => {
    await app.register(buildPipelinePlugin)
    const prefix = '/api'
    await app.register(buildTasksRoutes, { prefix })
    await app.register(taskEventsRoutes, { prefix })
    await app.register(versionControlRoutes, { prefix })
    await app.register(projectsRoutes, { prefix })
    await app.register(modelsRoutes, { prefix })
  },
  { name: 'build-tasks', dependencies: ['auth-guard'] }
)
