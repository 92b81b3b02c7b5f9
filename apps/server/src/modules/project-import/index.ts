/** The project-import module's public surface: other modules import only from here. */
export { projectImportRoutes } from './project-import.routes'
export {
  createProjectImportService,
  type ProjectImportService,
} from './project-import.service'
export {
  remoteSpec,
  runGit,
  withScratchRepo,
  type GitRemote,
} from './git/git-repo'
