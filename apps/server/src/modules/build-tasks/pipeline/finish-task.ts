import type { BuildResult } from '@kiln/builder/build-types'
import { formatBuildErrors } from '@kiln/builder/bundle/build-error'
import type { BuildTaskRow } from '../../../db/schema'
import { createCreditsService } from '../../credits/credits.service'
import { saveDepBundle } from '../../dep-bundles/dep-bundles.repo'
import { saveArtifacts } from '../../preview/artifacts.repo'
import { previewUrl } from '../../preview/preview-url'
import { createProjectsRepo } from '../../projects/projects.repo'
import { saveTaskFiles } from '../task-files.repo'
import { failTask } from './fail-task'
import type { PipelineDeps } from './pipeline-deps'
import { BUNDLE_FAILED_MESSAGE } from './status-texts'
import type { TaskRecorder } from './task-recorder'

/** After the engine: store files, host the bundle, charge, move the head. */
export async function finishTask(
  deps: PipelineDeps,
  recorder: TaskRecorder,
  task: BuildTaskRow,
  result: BuildResult
) {
  const { db } = deps
  const usage = {
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
    cachedInputTokens: result.usage.cachedInputTokens ?? 0,
  }
  const thread = (content: string) => ({
    projectId: task.projectId,
    role: 'assistant' as const,
    kind: 'reply' as const,
    content,
  })
  await recorder.append(task.id, [], result.messages.map(thread))
  if (!result.bundle.ok) {
    await failTask(deps, task.id, BUNDLE_FAILED_MESSAGE, {
      refund: true,
      details: formatBuildErrors(result.bundle.errors),
    })
    return
  }
  const { assets, deps: depsLayer } = result.bundle
  const uploaded = await recorder.transition(task.id, 'UPLOADING_FILE', {
    fields: usage,
    within: (tx) => saveTaskFiles(tx, task.id, result.files),
  })
  if (!uploaded) return
  const url = previewUrl(deps.env, task.id)
  const body = (asset: { content: string; encoding?: 'base64' }) =>
    Buffer.from(asset.content, asset.encoding ?? 'utf8')
  const hosted = await recorder.transition(task.id, 'HOSTING', {
    within: async (tx) => {
      if (depsLayer) {
        await saveDepBundle(tx, {
          hash: depsLayer.hash,
          files: depsLayer.assets.map((asset) => ({
            ...asset,
            body: body(asset),
          })),
        })
      }
      await saveArtifacts(
        db,
        {
          taskId: task.id,
          projectId: task.projectId,
          files: assets.map((asset) => ({
            path: asset.path,
            contentType: asset.contentType,
            body: body(asset),
          })),
        },
        tx
      )
    },
  })
  if (!hosted) return
  const credits = createCreditsService(deps)
  const projects = createProjectsRepo(db)
  await recorder.transition(task.id, 'COMPLETED', {
    previewUrl: url,
    fields: { ...usage, previewUrl: url, finishedAt: deps.now(), error: null },
    within: async (tx, locked) => {
      // A follow-up that changed no file is kept (its reply answers the
      // user) but costs nothing.
      const unchanged =
        task.parentTaskId !== null && result.changes.entries.length === 0
      const creditsSpent = unchanged
        ? await credits.refund(tx, task.id).then(() => 0)
        : await credits.settle(tx, locked, usage)
      await projects.setHead(task.projectId, task.id, tx)
      if (result.title.trim()) {
        await projects.nameIfUnnamed(
          task.projectId,
          result.title.trim().slice(0, 100),
          tx
        )
      }
      return { creditsSpent }
    },
  })
}
