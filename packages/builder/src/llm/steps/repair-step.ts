import { formatBuildErrors } from '../../bundle/build-error.ts'
import { envNamesNote, projectContext } from '../prompts.ts'
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
    const { errors, total } = state.check
    state.emit?.({ type: 'repair', round, errors, total })
    const named = [...new Set(errors.flatMap((e) => (e.file ? [e.file] : [])))]
    const context =
      projectContext(state.files, {
        prompt: state.input.prompt,
        mentioned: named,
        budget: CONTEXT_CHARS,
      }) + envNamesNote(state.input.bundleOptions?.env)
    const more =
      total > errors.length ? `\n…and ${total - errors.length} more.` : ''
    const task = `The user asked: ${state.input.prompt}\n\nPlan:\n${state.plan}\n\nThe check of the app (bundle, TypeScript type check, preview) found these errors:\n${formatBuildErrors(errors)}${more}\n\nFix them with editFile (writeFile only for new files): fix the cause, do not silence the type checker with any or @ts-ignore. Use only the allowed packages.`
    try {
      await runCodingCall(state, {
        key: `repair-${round}`,
        purpose: 'repair',
        context,
        task,
        maxSteps: REPAIR_MAX_STEPS,
      })
    } catch (error) {
      // A round the model cannot answer (a provider error, a spent quota)
      // keeps the last app that built, with its errors reported.
      state.signal?.throwIfAborted()
      if (!state.lastBuilt) throw error
      const reason = error instanceof Error ? error.message : String(error)
      state.messages.push(`Repair round ${round} could not run: ${reason}`)
      break
    }
    await checkProject(state)
  }
}
