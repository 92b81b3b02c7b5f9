/**
 * Every TanStack Query key of the app (STYLE 6): one entry per endpoint,
 * hierarchical so that invalidating a prefix (`queryKeys.buildTasks.all`)
 * reaches everything under it.
 */
export const queryKeys = {
  buildTasks: {
    all: ['build-tasks'] as const,
    detail: (taskId: string) => ['build-tasks', 'detail', taskId] as const,
    files: (taskId: string) => ['build-tasks', 'files', taskId] as const,
    thread: (taskId: string) => ['build-tasks', 'thread', taskId] as const,
    runCheckScreenshot: (taskId: string) =>
      ['build-tasks', 'run-check-screenshot', taskId] as const,
    debug: (taskId: string) => ['build-tasks', 'debug', taskId] as const,
    dataEntities: (taskId: string) =>
      ['build-tasks', 'data', taskId, 'entities'] as const,
    dataRecords: (taskId: string, entity: string) =>
      ['build-tasks', 'data', taskId, 'records', entity] as const,
    history: (projectId: string) =>
      ['build-tasks', 'history', projectId] as const,
    element: (taskId: string, loc: string) =>
      ['build-tasks', 'element', taskId, loc] as const,
    models: () => ['build-tasks', 'models'] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: () => ['projects', 'list'] as const,
  },
  workspaces: {
    all: ['workspaces'] as const,
    list: () => ['workspaces', 'list'] as const,
    members: (workspaceId: string) =>
      ['workspaces', 'members', workspaceId] as const,
    audit: (workspaceId: string) =>
      ['workspaces', 'audit', workspaceId] as const,
    apis: (workspaceId: string) => ['workspaces', 'apis', workspaceId] as const,
    mcpServers: (workspaceId: string) =>
      ['workspaces', 'mcp-servers', workspaceId] as const,
    apiKeys: (workspaceId: string) =>
      ['workspaces', 'api-keys', workspaceId] as const,
  },
  shareLinks: {
    list: (projectId: string) => ['share-links', 'list', projectId] as const,
  },
  projectEnv: {
    detail: (projectId: string) =>
      ['project-env', 'detail', projectId] as const,
  },
  knowledge: {
    project: (projectId: string) =>
      ['knowledge', 'project', projectId] as const,
    user: () => ['knowledge', 'user'] as const,
  },
  estimate: {
    detail: (body: object) => ['estimate', body] as const,
  },
  publication: {
    detail: (projectId: string) =>
      ['publication', 'detail', projectId] as const,
    review: (projectId: string, taskId: string) =>
      ['publication', 'review', projectId, taskId] as const,
  },
  gitRemote: {
    detail: (projectId: string) => ['git-remote', 'detail', projectId] as const,
  },
  sharedVersion: {
    detail: (link: string) => ['share', 'detail', link] as const,
  },
  mcpServers: {
    all: ['mcp-servers'] as const,
    list: () => ['mcp-servers', 'list'] as const,
  },
  apis: {
    all: ['apis'] as const,
    list: () => ['apis', 'list'] as const,
    project: (projectId: string) => ['apis', 'project', projectId] as const,
  },
  apiKeys: {
    all: ['api-keys'] as const,
    list: () => ['api-keys', 'list'] as const,
  },
  providerKeys: {
    list: (userId: string) => ['provider-keys', 'list', userId] as const,
  },
  users: {
    all: ['users'] as const,
    profile: (userId: string) => ['users', 'profile', userId] as const,
    creditHistory: (userId: string) =>
      ['users', 'credit-history', userId] as const,
  },
  account: {
    detail: () => ['account', 'detail'] as const,
    sessions: () => ['account', 'sessions'] as const,
  },
  admin: {
    user: (email: string) => ['admin', 'users', email] as const,
    overview: () => ['admin', 'overview'] as const,
  },
  salelist: {
    list: () => ['salelist', 'list'] as const,
    validate: (email: string) => ['salelist', 'validate', email] as const,
  },
  invitationCodes: {
    list: () => ['invitation-codes', 'list'] as const,
  },
  authConfig: () => ['auth', 'config'] as const,
  plans: () => ['plans'] as const,
  health: () => ['health'] as const,
}
