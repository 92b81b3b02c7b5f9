/** The task-debug module's public surface: other modules import only from here. */
export { taskDebugRoutes } from './task-debug.routes'
export { createTaskDebugService } from './task-debug.service'
