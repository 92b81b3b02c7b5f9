/** The opening words of the plan-mode system text, to recognise a plan-mode request. */
export const PLAN_MODE_SYSTEM_START = "You are Kiln's planning assistant."
