/**
 * The prompt chips on /home. Each builds what it says with every model,
 * the offline generator included (its tests build each one).
 */
export const HOME_SUGGESTIONS = [
  'A habit tracker for water, steps and reading with daily goals',
  'A recipe box where I can save and search recipes',
  'A simple CRM to move leads through a sales pipeline',
] as const
