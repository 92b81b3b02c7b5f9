/** The build-tasks module's public surface: other modules import only from here. */
export { buildTasksModule } from './build-tasks.module'
export {
  type BuildTasksService,
  createBuildTasksService,
} from './build-tasks.service'
export type { FilesVersionInput } from './files-version'
export { createModelsService } from './models.service'
export { buildTaskJob } from './pipeline/build-task-job'
export { removeProjectBuilds } from './remove-project-builds'
export {
  createTaskEventBus,
  NEW_JOB_TOPIC,
  projectTopic,
  type TaskEventBus,
} from './task-event-bus'
export { createTaskFilesService } from './task-files.service'
export { createVersionControlService } from './version-control.service'
export { createBuildStats, type BuildStats } from './build-stats'
