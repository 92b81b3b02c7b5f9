/** The integrations module's public surface: other modules import only from here. */
export { type BuildIntegrations, gatherBuildContext } from './build-context'
export { openBuildTools } from './build-tools'
