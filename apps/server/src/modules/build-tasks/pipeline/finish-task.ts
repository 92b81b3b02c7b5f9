import type { BuildResult } from '@kiln/builder/build-types'
import { formatBuildErrors } from '@kiln/builder/bundle'
import { MANUAL_EDIT_MODEL } from '@kiln/builder/engine'
import type { FileMap } from '@kiln/builder/files'
import type { BuildTaskRow } from '../../../db/schema'
import { previewUrl } from '../../preview'
import { createBuildTasksRepo } from '../build-tasks.repo'
import { readTaskFiles, saveTaskFiles } from '../task-files.repo'
import { countCredits } from './build-metrics'
import { failTask } from './fail-task'
import type { PipelineDeps } from './pipeline-deps'
import { recordRunCheck } from './record-run-check'
import {
  buildWarningsText,
  BUNDLE_FAILED_MESSAGE,
  EDIT_FAILED_MESSAGE,
  unchangedText,
  unfixedText,
} from './status-texts'
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
    const details = formatBuildErrors(result.bundle.errors)
    // A hand edit called no model: its note says whose change broke the build.
    if (task.modelId === MANUAL_EDIT_MODEL.id)
      await failTask(deps, task.id, EDIT_FAILED_MESSAGE, {
        refund: true,
        details,
      })
    else
      // its files stay: a first build's are the project's code, and a fix
      // of this version starts from them
      await failTask(deps, task.id, BUNDLE_FAILED_MESSAGE, {
        refund: true,
        details,
        usageBy: result.usageBy,
        files: result.files,
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
  const warnings = result.bundle.warnings ?? []
  if (warnings.length > 0) {
    await recorder.append(task.id, [], {
      projectId: task.projectId,
      role: 'system',
      kind: 'status',
      content: buildWarningsText(warnings),
    })
  }
  const { assets, deps: depsLayer } = result.bundle
  const body = (asset: { content: string; encoding?: 'base64' }) =>
    Buffer.from(asset.content, asset.encoding ?? 'utf8')
  const built = assets.map((asset) => ({
    path: asset.path,
    contentType: asset.contentType,
    body: body(asset),
  }))
  // Same files and the same built app (the project's variables go into the
  // build): nothing changed.
  const previous = task.parentTaskId
    ? await createBuildTasksRepo(deps.db).findById(task.parentTaskId)
    : undefined
  if (
    previous?.status === 'COMPLETED' &&
    sameFiles(await readTaskFiles(deps.db, previous.id), result.files) &&
    (await deps.artifacts.sameAsBuilt(previous.id, built))
  ) {
    await keepUnchanged(deps, recorder, task, result, previous)
    return
  }
  const uploaded = await recorder.transition(task.id, 'UPLOADING_FILE', {
    fields: usage,
    within: (tx) => saveTaskFiles(tx, task.id, result.files),
  })
  if (!uploaded) return
  const url = previewUrl(deps.env, task.id)
  // Hashed once; before the transaction: a big body is written in small statements.
  const files = await deps.artifacts.store(built)
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

const sameFiles = (a: FileMap, b: FileMap) => {
  const paths = Object.keys(a)
  return (
    paths.length === Object.keys(b).length &&
    paths.every((path) => b[path] === a[path])
  )
}

/**
 * A follow-up whose files equal the version it built on makes no version:
 * the task keeps its thread (the reply answers the user) and shows the
 * previous version's preview, but the head stays, the history leaves it out
 * and nothing is charged.
 */
async function keepUnchanged(
  deps: PipelineDeps,
  recorder: TaskRecorder,
  task: BuildTaskRow,
  result: BuildResult,
  previous: BuildTaskRow
) {
  const usage = {
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
    cachedInputTokens: result.usage.cachedInputTokens ?? 0,
  }
  const saved = await recorder.transition(task.id, 'UPLOADING_FILE', {
    fields: usage,
    within: (tx) => saveTaskFiles(tx, task.id, result.files),
  })
  if (!saved) return
  let summary = ''
  const completed = await recorder.transition(task.id, 'COMPLETED', {
    ...(previous.previewUrl ? { previewUrl: previous.previewUrl } : {}),
    fields: {
      ...usage,
      previewUrl: previous.previewUrl,
      finishedAt: deps.now(),
      error: null,
      unchanged: true,
    },
    message: {
      role: 'system',
      kind: 'status',
      content: unchangedText(previous.versionNumber),
    },
    within: async (tx, locked) => {
      const charges = await deps.credits.charge(
        tx,
        locked,
        result.usageBy,
        'unchanged'
      )
      summary = charges.summary
      return { creditsSpent: charges.credits, creditCharges: charges }
    },
  })
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
