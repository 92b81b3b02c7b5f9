import type { FileMap } from '../../files/file-map.ts'
import { bundleInPool, typeCheckInPool } from '../../pool/build-pool.ts'
import { runCheckErrors } from '../../run-check/run-check-errors.ts'
import { enter, type BuildState, type StepRunner } from './build-state.ts'

/** Files the model wrote or changed in this build (the type check reports on these). */
const changedFiles = (start: FileMap, files: FileMap) =>
  Object.keys(files).filter((p) => files[p] !== start[p])

/**
 * Bundles the files; when they build, type-checks them and, when they
 * type-check, runs the caller's run check (the app in a browser). The result goes into state.check; the files of a check that
 * built are kept as state.lastBuilt.
 */
export async function checkProject(state: BuildState) {
  enter(state, 'check')
  const { bundleOptions, signal } = state.input
  const bundle = await bundleInPool(
    state.files,
    { ...bundleOptions, base: state.input.bundleBase },
    signal
  )
  if (!bundle.ok) {
    const errors = bundle.errors
    state.check = {
      bundle,
      previewErrors: [],
      runCheck: null,
      typeCheck: null,
      errors,
      total: errors.length,
    }
    return
  }
  const typeCheck =
    state.input.typeCheck === false
      ? null
      : await typeCheckInPool(
          state.files,
          { lockfile: bundle.lockfile, source: bundleOptions?.packages },
          {
            changed: changedFiles(state.start, state.files),
            cacheScope: bundleOptions?.cacheScope,
            signal,
          }
        )
  // The run check opens only an app that type-checks: a type error is
  // fixed first, and the check does not spend a browser on it.
  const runCheck =
    state.input.appChecker && (typeCheck?.total ?? 0) === 0
      ? await state.input.appChecker.check(
          { files: state.files, assets: bundle.assets, deps: bundle.deps },
          signal
        )
      : null
  if (runCheck) state.emit?.({ type: 'run-check', report: runCheck })
  const previewErrors = runCheck ? runCheckErrors(runCheck) : []
  const typeErrors = typeCheck?.errors ?? []
  state.check = {
    bundle,
    previewErrors,
    runCheck,
    typeCheck,
    errors: [...typeErrors, ...previewErrors],
    total: (typeCheck?.total ?? 0) + previewErrors.length,
  }
  state.lastBuilt = { files: state.files, check: state.check }
}

/** check: does the app build, type-check (and load)? Its errors go to the repair step. */
export const checkStep: StepRunner = checkProject
