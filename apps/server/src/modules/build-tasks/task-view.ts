import type { BuildTask, BuildTaskStatus } from '@kiln/contract/build-tasks'
import type { BuildTaskRow } from '../../db/schema'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The wire shape of a task: the allow-list of what a user sees. */
export function toBuildTask(row: BuildTaskRow, projectName: string): BuildTask {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: projectName,
    prompt: row.prompt,
    createdAt: row.createdAt.toISOString(),
    status: row.status as BuildTaskStatus,
    buildTaskVersion: row.buildTaskVersion,
    model: { id: row.modelId, label: row.modelLabel },
    versionNumber: row.versionNumber,
    parentTaskId: row.parentTaskId,
    previewUrl: row.previewUrl,
    error: row.error,
    creditsSpent: row.creditsSpent,
    usage: {
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
      cachedInputTokens: row.cachedInputTokens,
    },
    freeFix: row.freeFix,
    charges: row.creditCharges ?? null,
    knowledgeRevisions: row.knowledgeRevisions ?? null,
    runCheck: row.runCheck ?? null,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  }
}
