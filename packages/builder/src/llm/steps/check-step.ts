import type { FileMap } from '../../files/file-map.ts'
import { bundleInPool, typeCheckInPool } from '../../pool/build-pool.ts'
import { enter, type BuildState, type StepRunner } from './build-state.ts'

/** Files the model wrote or changed in this build (the type check reports on these). */
const changedFiles = (start: FileMap, files: FileMap) =>
  Object.keys(files).filter((p) => files[p] !== start[p])

/**
 * Bundles the files; when they build, type-checks them and runs the caller's
 * preview check. The result goes into state.check; the files of a check that
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
  const previewErrors = state.input.checkPreview
    ? await state.input.checkPreview(bundle.assets)
    : []
  const typeErrors = typeCheck?.errors ?? []
  state.check = {
    bundle,
    previewErrors,
    typeCheck,
    errors: [...typeErrors, ...previewErrors],
    total: (typeCheck?.total ?? 0) + previewErrors.length,
  }
  state.lastBuilt = { files: state.files, check: state.check }
}

/** check: does the app build, type-check (and load)? Its errors go to the repair step. */
export const checkStep: StepRunner = checkProject
