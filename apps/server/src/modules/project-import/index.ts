/** The project-import module's public surface: other modules import only from here. */
export { projectImportRoutes } from './project-import.routes'
export {
  createProjectImportService,
  type ProjectImportService,
} from './project-import.service'
export {
  authHeaders,
  gitError,
  gitHttp,
  readCommitFiles,
  withScratchRepo,
  type GitRemote,
} from './git/git-repo'
