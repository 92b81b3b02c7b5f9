import type { BuildResult } from '@kiln/builder/build-types'
import { formatBuildErrors } from '@kiln/builder/bundle'
import type { BuildTaskRow } from '../../../db/schema'
import { previewUrl } from '../../preview'
import { saveTaskFiles } from '../task-files.repo'
import { countCredits } from './build-metrics'
import { failTask } from './fail-task'
import type { PipelineDeps } from './pipeline-deps'
import { recordRunCheck } from './record-run-check'
import { BUNDLE_FAILED_MESSAGE, unfixedText } from './status-texts'
import type { TaskRecorder } from './task-recorder'

/** After the engine: store files, host the bundle, charge, move the head. */
export async function finishTask(
  deps: PipelineDeps,
  recorder: TaskRecorder,
  task: BuildTaskRow,
  result: BuildResult,
  /** The user's own provider key paid for the model calls. */
  paid: { ownKey: boolean } = { ownKey: false }
) {
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
      usageBy: result.usageBy,
    })
    return
  }
  await recordRunCheck(deps, recorder, task, result.runCheck)
  if (result.unfixed.total > 0) {
    await recorder.append(task.id, [], {
      projectId: task.projectId,
      role: 'system',
      kind: 'error',
      content: unfixedText(result.unfixed),
    })
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
  // Hashed once; before the transaction: a big body is written in small statements.
  const files = await deps.artifacts.store(
    assets.map((asset) => ({
      path: asset.path,
      contentType: asset.contentType,
      body: body(asset),
    }))
  )
  // Not hosted (the task ended meanwhile, or the transaction failed): no
  // version names the bodies stored above, so they go again.
  const forget = () => deps.artifacts.forget(files)
  const hosted = await recorder
    .transition(task.id, 'HOSTING', {
      within: async (tx) => {
        if (depsLayer) {
          await deps.depBundles.save(tx, {
            hash: depsLayer.hash,
            files: depsLayer.assets.map((asset) => ({
              ...asset,
              body: body(asset),
            })),
          })
        }
        await deps.artifacts.save(
          { taskId: task.id, projectId: task.projectId, files },
          tx
        )
      },
    })
    .catch(async (error: unknown) => {
      await forget().catch(() => undefined)
      throw error
    })
  if (!hosted) {
    await forget()
    return
  }
  let summary = ''
  let spent = 0
  const completed = await recorder.transition(task.id, 'COMPLETED', {
    previewUrl: url,
    fields: { ...usage, previewUrl: url, finishedAt: deps.now(), error: null },
    within: async (tx, locked) => {
      // A follow-up that changed no file is kept (its reply answers the
      // user) but costs nothing.
      const unchanged =
        task.parentTaskId !== null && result.changes.entries.length === 0
      const charges = await deps.credits.charge(
        tx,
        locked,
        result.usageBy,
        unchanged
          ? 'unchanged'
          : paid.ownKey
            ? 'own-key'
            : task.freeFix
              ? 'free-fix'
              : 'built'
      )
      summary = charges.summary
      spent = charges.credits
      await deps.projects.versionRows.setHead(task.projectId, task.id, tx)
      if (result.title.trim()) {
        await deps.projects.versionRows.nameIfUnnamed(
          task.projectId,
          result.title.trim().slice(0, 100),
          tx
        )
      }
      return { creditsSpent: charges.credits, creditCharges: charges }
    },
  })
  if (completed) countCredits(task.modelId, spent)
  if (completed && summary) await creditsLine(recorder, task, summary)
}

/** The thread's readable line of what the build was charged and why. */
export function creditsLine(
  recorder: TaskRecorder,
  task: Pick<BuildTaskRow, 'id' | 'projectId'>,
  summary: string
) {
  return recorder.append(task.id, [], {
    projectId: task.projectId,
    role: 'system',
    kind: 'status',
    content: summary,
  })
}
