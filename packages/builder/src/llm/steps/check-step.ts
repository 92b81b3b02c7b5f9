import { bundleProject } from '../../bundle/bundle-project.ts'
import { enter, type BuildState, type StepRunner } from './build-state.ts'

/** Bundles the files (and runs the caller's preview check) into state.check. */
export async function checkProject(state: BuildState) {
  enter(state, 'check')
  const bundle = await bundleProject(state.files, {
    ...state.input.bundleOptions,
    base: state.input.bundleBase,
  })
  const previewErrors =
    bundle.ok && state.input.checkPreview
      ? await state.input.checkPreview(bundle.assets)
      : []
  state.check = {
    bundle,
    previewErrors,
    errors: bundle.ok ? previewErrors : bundle.errors,
  }
}

/** check: does the app build (and load)? Its errors go to the repair step. */
export const checkStep: StepRunner = checkProject
