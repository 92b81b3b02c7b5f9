/** The apis module's public surface: other modules import only from here. */
export { apisRoutes } from './apis.routes'
export { workspaceApisRoutes } from './workspace-apis.routes'
export { createApisService } from './apis.service'
export { toApi } from './api-view'
export { projectApisRoutes } from './project-apis.routes'
export { createApiProxy } from './api-proxy'
export { apiProxyRoutes } from './api-proxy.routes'
