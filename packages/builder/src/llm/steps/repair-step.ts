import { formatBuildErrors } from '../../bundle/build-error.ts'
import { projectContext } from '../prompts.ts'
import { enter, runCodingCall, type StepRunner } from './build-state.ts'
import { checkProject } from './check-step.ts'
import { CONTEXT_CHARS } from './code-step.ts'

export const REPAIR_MAX_STEPS = 12
export const DEFAULT_REPAIR_ROUNDS = 2

/**
 * repair: while the check finds errors, up to maxRepairRounds rounds in which
 * the model fixes them (knowing the request and the plan) and the check runs again.
 */
export const repairStep: StepRunner = async (state) => {
  const maxRounds = state.input.maxRepairRounds ?? DEFAULT_REPAIR_ROUNDS
  while (
    state.check &&
    state.check.errors.length > 0 &&
    state.repairRounds < maxRounds
  ) {
    const round = ++state.repairRounds
    enter(state, 'repair')
    const errors = state.check.errors
    state.emit?.({ type: 'repair', round, errors })
    const named = [...new Set(errors.flatMap((e) => (e.file ? [e.file] : [])))]
    const context = projectContext(state.files, {
      prompt: state.input.prompt,
      mentioned: named,
      budget: CONTEXT_CHARS,
    })
    const task = `The user asked: ${state.input.prompt}\n\nPlan:\n${state.plan}\n\nThe app fails with these errors:\n${formatBuildErrors(errors)}\n\nFix them with editFile (writeFile only for new files). Use only the allowed packages.`
    await runCodingCall(state, {
      key: `repair-${round}`,
      context,
      task,
      maxSteps: REPAIR_MAX_STEPS,
    })
    await checkProject(state)
  }
}
