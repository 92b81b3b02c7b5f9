import type { BuildTask } from '@kiln/contract/build-tasks'

export const MIN_ROOT_RESTORE_VERSION = '2.0.0'

/** Compares x.y.z versions; missing or non-numeric parts count as 0. */
export function compareVersions(a: string, b: string) {
  const parts = (v: string) =>
    (v.split('-')[0] ?? '').split('.').map((n) => Number.parseInt(n, 10) || 0)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}

export type RestoreCheck = { canRestore: boolean; reason: string | null }

/**
 * docs/product.md §4: the root can be restored only when COMPLETED and made by engine
 * 2.0.0 or later; other versions must be completed too, and the project must
 * not be building.
 */
export function checkRestore(
  task: BuildTask,
  {
    activeTaskId,
    isBuilding,
  }: { activeTaskId: string | null; isBuilding: boolean }
): RestoreCheck {
  const no = (reason: string) => ({ canRestore: false, reason })
  if (task._id === activeTaskId) return no('This is the current version.')
  if (isBuilding) return no('Wait until the current build finishes.')
  if (task.status !== 'COMPLETED') {
    return no('Only a completed version can be restored.')
  }
  const isRoot = task.parentTaskId === null || task.versionNumber === 1
  if (
    isRoot &&
    compareVersions(task.buildTaskVersion, MIN_ROOT_RESTORE_VERSION) < 0
  ) {
    return no(
      `The first version was made by builder ${task.buildTaskVersion}; restoring it needs ${MIN_ROOT_RESTORE_VERSION} or later.`
    )
  }
  return { canRestore: true, reason: null }
}
