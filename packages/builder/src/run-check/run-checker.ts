import type {
  AppChecker,
  AppStep,
  AppVisitResult,
  CheckSite,
  RunCheckReport,
  RunCheckRoute,
} from '../build-types.ts'
import { appRoutes, routeUrl } from './app-routes.ts'
import { createCheckBrowser } from './check-browser.ts'
import { findChromium } from './find-chromium.ts'
import { PAGE_TIME_MS, visitPage } from './page-visit.ts'
import { serveSite } from './serve-site.ts'

export type RunCheckerOptions = {
  /** CHROMIUM_PATH; absent: found at the usual places. */
  chromiumPath?: string
  /** Checks at once in this process (RUN_CHECK_CONCURRENCY). */
  concurrency?: number
  /** Time one page may take. */
  pageTimeMs?: number
  /** Time one whole check may take (every route). */
  totalTimeMs?: number
}

export const NO_BROWSER_REASON =
  'No Chromium on this server (set CHROMIUM_PATH), so the app was not opened in a browser.'

const TOTAL_TIME_MS = 25_000

/** A browser that would not start or broke is not the app's fault: the check is skipped, saying why. */
function browserTrouble(error: unknown, signal?: AbortSignal): string {
  signal?.throwIfAborted()
  const message = error instanceof Error ? error.message : String(error)
  return `The check browser failed, so the app was not opened: ${message.split('\n')[0]}`
}

/**
 * The run check of this process: opens a built version in a shared
 * headless Chromium (launched on first use) at its own preview origin.
 * Without a browser every check is 'skipped'.
 */
export function createRunChecker(options: RunCheckerOptions = {}) {
  const executablePath = findChromium(options.chromiumPath)
  const browser = executablePath
    ? createCheckBrowser({
        executablePath,
        concurrency: options.concurrency ?? 1,
      })
    : null
  const pageTimeMs = options.pageTimeMs ?? PAGE_TIME_MS
  const totalTimeMs = options.totalTimeMs ?? TOTAL_TIME_MS

  /** Opens the root and the routes the app declares; a screenshot of the root. */
  async function check(
    site: CheckSite,
    origin: string,
    signal?: AbortSignal
  ): Promise<RunCheckReport> {
    const started = Date.now()
    if (!browser)
      return {
        status: 'skipped',
        routes: [],
        reason: NO_BROWSER_REASON,
        durationMs: 0,
      }
    const { paths, hash } = appRoutes(site.files)
    const routes: RunCheckRoute[] = []
    let screenshot: string | undefined
    const done = await browser
      .withContext(
        async (context) => {
          await serveSite(context, site, origin)
          for (const path of paths) {
            const seen = await visitPage(
              context,
              origin,
              routeUrl(path, hash),
              {
                screenshot: path === '/',
                declared: true,
                timeMs: pageTimeMs,
              }
            )
            if (path === '/') screenshot = seen.screenshot
            routes.push({ path, errors: seen.errors })
            // A page that hung took the time of the others: stop there.
            if (seen.errors.some((e) => e.startsWith('The page did not'))) break
          }
        },
        { timeoutMs: totalTimeMs, signal }
      )
      .catch((error: unknown) => ({ trouble: browserTrouble(error, signal) }))
    if (typeof done === 'object')
      return {
        status: 'skipped',
        routes: [],
        reason: done.trouble,
        durationMs: Date.now() - started,
      }
    if (done === 'timeout') {
      routes.push({
        path: paths[routes.length] ?? '/',
        errors: [
          `The check took longer than ${totalTimeMs / 1000} s and was stopped.`,
        ],
      })
    }
    return {
      status: routes.some((r) => r.errors.length > 0) ? 'failed' : 'passed',
      routes,
      ...(screenshot ? { screenshot } : {}),
      durationMs: Date.now() - started,
    }
  }

  /** One visit of the checkApp tool: a route, then steps by role and name. */
  async function visit(
    site: CheckSite,
    origin: string,
    request: { path: string; steps: AppStep[] },
    signal?: AbortSignal
  ): Promise<AppVisitResult> {
    const path = `/${request.path.replace(/^\/+/, '')}`
    if (!browser)
      return { path, errors: [], text: '', skipped: NO_BROWSER_REASON }
    const { hash } = appRoutes(site.files)
    const seen = await browser
      .withContext(
        async (context) => {
          await serveSite(context, site, origin)
          return visitPage(context, origin, routeUrl(path, hash), {
            steps: request.steps,
            screenshot: true,
            timeMs: pageTimeMs,
          })
        },
        { timeoutMs: pageTimeMs + 4_000, signal }
      )
      .catch((error: unknown) => ({ trouble: browserTrouble(error, signal) }))
    if (seen === 'timeout')
      return {
        path,
        errors: [`The page did not answer within ${pageTimeMs / 1000} s.`],
        text: '',
      }
    if ('trouble' in seen)
      return { path, errors: [], text: '', skipped: seen.trouble }
    return { path, ...seen }
  }

  return {
    /** False when no Chromium was found: checks are skipped. */
    available: browser !== null,
    check,
    visit,
    /** The engine's checker for one version, served at `origin`. */
    forOrigin: (origin: string): AppChecker => ({
      check: (site, signal) => check(site, origin, signal),
      ...(browser
        ? {
            visit: (site, request, signal) =>
              visit(site, origin, request, signal),
          }
        : {}),
    }),
    close: () => browser?.close() ?? Promise.resolve(),
  }
}

export type RunChecker = ReturnType<typeof createRunChecker>
