/**
 * Public entry `@kiln/builder/run-check`: opens a built app in a headless
 * Chromium at its own origin, served from memory with every other request
 * refused, and reports what went wrong.
 */
export { appRoutes, MAX_CHECKED_ROUTES } from './run-check/app-routes.ts'
export { CHROMIUM_LOCATIONS, findChromium } from './run-check/find-chromium.ts'
export {
  createRunChecker,
  NO_BROWSER_REASON,
  type RunChecker,
  type RunCheckerOptions,
} from './run-check/run-checker.ts'
export { runCheckErrors } from './run-check/run-check-errors.ts'
