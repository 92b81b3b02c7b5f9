import type { Browser, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { CorpusTarget, CorpusVisit } from './corpus.ts'

/*
 * Test helper: opens a served app in headless Chromium and walks its
 * manifest's visits the way a user would, collecting uncaught page errors.
 */

function locate(page: Page, target: CorpusTarget): Locator {
  if ('role' in target)
    return page.getByRole(target.role, { name: target.name, exact: true })
  if ('label' in target) return page.getByLabel(target.label, { exact: true })
  return page.getByPlaceholder(target.placeholder, { exact: true })
}

async function visible(page: Page, text: string): Promise<void> {
  await page
    .getByText(text, { exact: false })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
}

/** Walks every visit at `url` (an origin serving the app at its root); returns the page errors seen. */
export async function visitApp(
  browser: Browser,
  url: string,
  visits: CorpusVisit[]
): Promise<string[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message))
  // A script, stylesheet or font the page loads from its own origin that is
  // not served is missing from the bundle. Images are left out: a URL an app
  // computes at run time (leaflet's marker icons) can miss under Vite too.
  const origin = new URL(url).origin
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    if (
      response.status() >= 400 &&
      new URL(response.url()).origin === origin &&
      ['script', 'stylesheet', 'font'].includes(kind)
    )
      pageErrors.push(`${response.status()} ${response.url()}`)
  })
  try {
    for (const visit of visits) {
      await page.goto(new URL(visit.path, url).href, { waitUntil: 'load' })
      for (const text of visit.text) await visible(page, text)
      // Tailwind's preflight is in: the body loses the browser's 8px margin.
      expect(
        await page.evaluate(() => getComputedStyle(document.body).marginTop)
      ).toBe('0px')
      if (visit.title !== undefined)
        expect(await page.title(), `title of ${visit.path}`).toBe(visit.title)
      for (const style of visit.styles ?? []) {
        const value = await page
          .getByText(style.text, { exact: false })
          .first()
          .evaluate(
            (el, property) => getComputedStyle(el).getPropertyValue(property),
            style.property
          )
        expect(value, `${style.property} of "${style.text}"`).toBe(style.equals)
      }
      for (const step of visit.steps ?? []) {
        if ('click' in step) await locate(page, step.click).click()
        else if ('fill' in step) await locate(page, step.fill).fill(step.value)
        else await visible(page, step.expect)
      }
    }
    return pageErrors
  } finally {
    await context.close()
  }
}

export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
}
