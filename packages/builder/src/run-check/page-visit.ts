import type { BrowserContext, Page } from 'playwright-core'
import type { AppStep } from '../build-types.ts'
import { within } from './check-browser.ts'
import { isKilnPath } from './serve-site.ts'

/** Time one page may take to load, render and take its steps. */
export const PAGE_TIME_MS = 8_000
/** How long a page has to put something into #root once loaded. */
const RENDER_WAIT_MS = 1_500
/** Quiet time after the first render, for effects that throw. */
const SETTLE_MS = 150
const STEP_TIME_MS = 2_000
export const MAX_STEPS = 5
const MAX_ERRORS = 10
const ERROR_CHARS = 300
const TEXT_CHARS = 1_500

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** Text that says the app's router found no page for the path. */
const NOT_FOUND = /\b404\b|page not found|not found/i

export type PageVisit = {
  errors: string[]
  /** The page's visible text, cut short. */
  text: string
  screenshot?: string
}

type Seen = { rendered: boolean; text: string; media: boolean }

/** Collects what goes wrong on a page: uncaught errors, console errors, own requests that fail, a crash. */
function watch(page: Page, origin: string) {
  const errors: string[] = []
  const add = (message: string) => {
    const line = short(message.trim(), ERROR_CHARS)
    if (errors.length < MAX_ERRORS && !errors.includes(line)) errors.push(line)
  }
  page.on('pageerror', (error) =>
    add(`Uncaught ${error.name || 'Error'}: ${error.message}`)
  )
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error') {
      // Failed requests are reported once, below (blocked outside ones not at all).
      if (!text.startsWith('Failed to load resource'))
        add(`Console error: ${text}`)
    } else if (/No routes matched location/.test(text)) {
      add(`The router found no page: ${text}`)
    }
  })
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== origin || isKilnPath(url.pathname)) return
    if (response.status() >= 400)
      add(
        `Request failed: ${response.request().method()} ${url.pathname} answered ${response.status()}`
      )
  })
  page.on('crash', () =>
    add('The page crashed (it may have run out of memory).')
  )
  return { errors, add }
}

/*
 * Page-side code as text: the packages that bundle this file (the server)
 * compile without the DOM's types.
 */
const HAS_RENDERED =
  "(document.getElementById('root')?.childElementCount ?? 0) > 0"
const WHAT_IS_SHOWN = `(() => {
  const root = document.getElementById('root') ?? document.body
  return {
    rendered: root.childElementCount > 0,
    text: (root.innerText ?? '').trim(),
    media: !!root.querySelector('img, svg, canvas, video, input, button, iframe'),
  }
})()`

async function look(page: Page): Promise<Seen> {
  await page
    .waitForFunction(HAS_RENDERED, null, {
      timeout: RENDER_WAIT_MS,
      polling: 50,
    })
    .catch(() => {})
  await page.waitForTimeout(SETTLE_MS)
  return page.evaluate<Seen>(WHAT_IS_SHOWN)
}

async function takeStep(page: Page, step: AppStep) {
  if ('click' in step) {
    const { role, name } = step.click
    await page
      .getByRole(role as Parameters<Page['getByRole']>[0], { name })
      .first()
      .click({ timeout: STEP_TIME_MS })
    return
  }
  const { role, name } = step.type
  await page
    .getByRole(role as Parameters<Page['getByRole']>[0], { name })
    .first()
    .fill(step.text.slice(0, 500), { timeout: STEP_TIME_MS })
}

/**
 * Opens `path` (a URL path on `origin`) in a new page of `context`, takes
 * the steps, and says what went wrong: errors, an empty root, a not-found
 * page at a declared route. A page that does not finish within `timeMs`
 * is reported as such (an endless loop, a hung render).
 */
export async function visitPage(
  context: BrowserContext,
  origin: string,
  path: string,
  options: {
    steps?: AppStep[]
    screenshot?: boolean
    /** The route is one the app declares: a not-found page there is an error. */
    declared?: boolean
    timeMs?: number
  } = {}
): Promise<PageVisit> {
  const page = await context.newPage()
  const { errors, add } = watch(page, origin)
  const timeMs = options.timeMs ?? PAGE_TIME_MS
  const run = async (): Promise<PageVisit> => {
    await page.goto(new URL(path, origin).href, {
      waitUntil: 'load',
      timeout: timeMs,
    })
    let seen = await look(page)
    for (const step of (options.steps ?? []).slice(0, MAX_STEPS)) {
      try {
        await takeStep(page, step)
      } catch (error) {
        const what = 'click' in step ? step.click : step.type
        add(
          `Step ${'click' in step ? 'click' : 'type'} ${what.role} "${what.name}" failed: ${(error as Error).message.split('\n')[0]}`
        )
        break
      }
      seen = await look(page)
    }
    if (!seen.rendered || (!seen.text && !seen.media))
      add('The page shows nothing: #root is empty after the app loaded.')
    else if (
      options.declared &&
      path !== '/' &&
      seen.text.length < 300 &&
      NOT_FOUND.test(seen.text)
    )
      add(`The route ${path} shows a not-found page: "${short(seen.text, 80)}"`)
    const screenshot = options.screenshot
      ? await page
          .screenshot({ type: 'jpeg', quality: 50, timeout: 3_000 })
          .then((b) => b.toString('base64'))
          .catch(() => undefined)
      : undefined
    return { errors, text: short(seen.text, TEXT_CHARS), screenshot }
  }
  const result = await within(
    run().catch((error: Error) => {
      add(
        /Timeout/.test(error.message)
          ? `The page did not finish loading within ${timeMs / 1000} s (a script may loop forever or wait on something blocked).`
          : `The page could not be opened: ${error.message.split('\n')[0]}`
      )
      return { errors, text: '' }
    }),
    timeMs + 2_000,
    'late' as const
  )
  if (result === 'late') {
    add(
      `The page did not answer within ${timeMs / 1000} s (a script may loop forever).`
    )
    return { errors, text: '' }
  }
  await within(page.close({ runBeforeUnload: false }), 1_000, undefined).catch(
    () => {}
  )
  return result
}
