import { createRunChecker, type RunChecker } from '@kiln/builder/run-check'
import type { Env } from '../config/env'

/**
 * This process's run check (RUN_CHECK, CHROMIUM_PATH, RUN_CHECK_CONCURRENCY):
 * one shared Chromium, launched by the first check; null when turned off.
 */
export function runCheckerFromEnv(env: Env): RunChecker | null {
  if (!env.runCheck.enabled) return null
  return createRunChecker({
    chromiumPath: env.runCheck.chromiumPath,
    concurrency: env.runCheck.concurrency,
  })
}
