/** Hierarchical keys of build-task reads (STYLE 6). */
export const buildTaskQueryKeys = {
  all: ['build-tasks'] as const,
  detail: (taskId: string) => ['build-tasks', 'detail', taskId] as const,
  files: (taskId: string) => ['build-tasks', 'files', taskId] as const,
  thread: (taskId: string) => ['build-tasks', 'thread', taskId] as const,
  history: (projectId: string) =>
    ['build-tasks', 'history', projectId] as const,
  models: () => ['build-tasks', 'models'] as const,
}
