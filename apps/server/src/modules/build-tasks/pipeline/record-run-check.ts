import type { RunCheckReport } from '@kiln/builder/build-types'
import type { BuildTaskRow } from '../../../db/schema'
import { projectHasCheckLine, saveRunCheck } from '../run-check.repo'
import type { PipelineDeps } from './pipeline-deps'
import { runCheckText } from './status-texts'
import type { TaskRecorder } from './task-recorder'

/**
 * Keeps a version's run check with it and says in the thread what was
 * checked; that the check was skipped (no browser) is said once per project.
 */
export async function recordRunCheck(
  deps: Pick<PipelineDeps, 'db'>,
  recorder: TaskRecorder,
  task: Pick<BuildTaskRow, 'id' | 'projectId'>,
  report: RunCheckReport | null
) {
  if (!report) return
  await saveRunCheck(deps.db, task.id, report)
  const content = runCheckText(report)
  if (
    report.status === 'skipped' &&
    (await projectHasCheckLine(deps.db, task.projectId, content))
  )
    return
  await recorder.append(task.id, [], {
    projectId: task.projectId,
    role: 'system',
    kind: 'check',
    content,
  })
}
