/** The projects module's public surface: other modules import only from here. */
export { projectEnvRoutes } from './project-env.routes'
export {
  createProjectEnvService,
  projectEnvValues,
} from './project-env.service'
export type { ProjectEnvService } from './project-env.service'
export type { ProjectRemoval } from './project-removal'
export { projectsRoutes } from './projects.routes'
export { createProjectsService } from './projects.service'
export type { BuildProjects, ProjectsService } from './projects.service'
