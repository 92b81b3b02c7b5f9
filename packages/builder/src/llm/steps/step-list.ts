import { BUILD_STEPS, type BuildStepId } from '@kiln/contract/build-steps'
import type { StepRunner } from './build-state.ts'
import { checkStep } from './check-step.ts'
import { codeStep } from './code-step.ts'
import { planStep } from './plan-step.ts'
import { repairStep } from './repair-step.ts'

/** What each step of the contract's BUILD_STEPS does in an LLM build. */
const RUNNERS: Record<BuildStepId, StepRunner> = {
  plan: planStep,
  code: codeStep,
  check: checkStep,
  repair: repairStep,
}

/** The LLM build's steps in the contract's order. */
export const LLM_STEPS: readonly StepRunner[] = BUILD_STEPS.map(
  (step) => RUNNERS[step.id]
)
