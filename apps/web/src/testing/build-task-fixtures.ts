import type { BuildTask } from '@kiln/contract/build-tasks'

/** A completed build task; override what the test is about. */
export function makeTask(overrides: Partial<BuildTask> = {}): BuildTask {
  const id = overrides._id ?? 'task-1'
  const projectId = overrides.projectId ?? 'project-1'
  return {
    _id: id,
    projectId,
    name: 'Habit Tracker',
    prompt: 'A habit tracker',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'COMPLETED',
    buildTaskVersion: '2.0.0',
    model: { id: 'offline', label: 'Offline generator' },
    versionNumber: 1,
    parentTaskId: null,
    previewUrl: `http://v-${id}.localhost:3001/`,
    error: null,
    creditsSpent: 3,
    usage: { inputTokens: 1200, outputTokens: 3400, cachedInputTokens: 0 },
    freeFix: false,
    charges: null,
    knowledgeRevisions: null,
    runCheck: null,
    startedAt: '2026-11-20T10:00:01.000Z',
    finishedAt: '2026-11-20T10:00:31.000Z',
    ...overrides,
  }
}
