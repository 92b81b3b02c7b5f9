/**
 * The prompt chips on /home. Each builds what it says with every model,
 * the offline generator included (its tests build each one).
 */
export const HOME_SUGGESTIONS = [
  'A habit tracker for water, steps and reading with daily goals',
  'A recipe box where I can save and search recipes',
  'A simple CRM to move leads through a sales pipeline',
] as const

/**
 * What the offline generator (the only builder when no AI model is set up)
 * can build, said in the prompt box before the first build.
 */
export const OFFLINE_CAN_BUILD =
  'No AI model is set up, so Kiln builds with its offline generator. It makes trackers, lists with fields and search, boards with drag and drop, calendars, charts, timers, quizzes, flashcards, calculators, and landing pages with sections such as a menu, opening hours, pricing and a FAQ. It tells you what it could not build.'

/** Prompts the offline generator builds in full (its tests build each one). */
export const OFFLINE_EXAMPLES = [
  'A habit tracker with streaks and a weekly chart',
  "A kanban board for my team's tasks with drag and drop",
  'A landing page for a coffee shop with a menu and opening hours',
  'A quiz app about world capitals',
] as const
