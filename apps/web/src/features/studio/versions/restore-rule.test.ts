import { makeTask } from '@/testing/build-task-fixtures'
import { describe, expect, it } from 'vitest'
import { checkRestore } from './restore-rule'

const ctx = { activeTaskId: 'head', isBuilding: false }

describe('checkRestore', () => {
  it('allows a completed root made by engine 2.0.0 or later', () => {
    expect(checkRestore(makeTask(), ctx).canRestore).toBe(true)
    expect(
      checkRestore(makeTask({ buildTaskVersion: '10.1.0' }), ctx).canRestore
    ).toBe(true)
  })

  it('refuses an older root, an unfinished version and the current one', () => {
    const old = checkRestore(makeTask({ buildTaskVersion: '1.9.9' }), ctx)
    expect(old.canRestore).toBe(false)
    expect(old.reason).toMatch(/2\.0\.0/)
    expect(checkRestore(makeTask({ status: 'FAILED' }), ctx).reason).toBe(
      'Only a completed version can be restored.'
    )
    expect(checkRestore(makeTask({ _id: 'head' }), ctx).canRestore).toBe(false)
    expect(
      checkRestore(makeTask(), { ...ctx, isBuilding: true }).canRestore
    ).toBe(false)
  })

  it('does not apply the engine rule to later versions', () => {
    const v2 = makeTask({
      _id: 't2',
      versionNumber: 2,
      parentTaskId: 'task-1',
      buildTaskVersion: '1.0.0',
    })
    expect(checkRestore(v2, ctx).canRestore).toBe(true)
  })
})
