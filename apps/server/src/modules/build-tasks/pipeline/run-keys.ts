import { MANUAL_EDIT_MODEL } from '@kiln/builder/engine'
import type { BuildTaskRow } from '../../../db/schema'
import type { BuildKeys, BuildPayer } from '../../provider-keys'
import type { PipelineDeps } from './pipeline-deps'

/**
 * A job queued before its payload named the payer: a reservation (or a hand
 * edit) means the operator; no reservation, the user's own key as it is now,
 * and nobody when it is gone (never the operator for a build not charged).
 */
async function payerOfOlderJob(
  deps: PipelineDeps,
  task: BuildTaskRow
): Promise<BuildPayer | undefined> {
  if (task.creditsSpent > 0 || task.modelId === MANUAL_EDIT_MODEL.id)
    return { kind: 'operator' }
  const now = await deps.payerFor?.(task.userId, task.modelId)
  return now?.kind === 'own-key' ? now : undefined
}

/**
 * The keys a build runs with: exactly those its payer (decided when the
 * build was accepted) names. Undefined when that own key was removed or
 * replaced since.
 */
export async function keysForRun(
  deps: PipelineDeps,
  task: BuildTaskRow,
  payer: BuildPayer | undefined
): Promise<BuildKeys | undefined> {
  const decided = payer ?? (await payerOfOlderJob(deps, task))
  if (!decided) return undefined
  if (deps.buildKeys) return deps.buildKeys(task.userId, task.modelId, decided)
  return decided.kind === 'operator'
    ? { env: deps.llmEnv, ownKey: false }
    : undefined
}
