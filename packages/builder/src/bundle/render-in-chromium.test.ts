import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateFiles } from '../template/template-files.ts'
import { bundleProject } from './bundle-project.ts'
import { serveSite } from './test/serve-site.ts'
import { shadcnDashboard } from './test/shadcn-dashboard.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Opens the built app and returns what a visitor sees and every page error. */
async function render(
  browser: Browser,
  files: Record<string, string>,
  path = '/'
) {
  // apps live at the root of their origin, as on the preview host
  const result = await bundleProject(files, { base: '/' })
  expect(result.errors).toEqual([])
  const site = await serveSite(result)
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // the machine is offline: the font stylesheet from another site cannot load
    const offline = /^Failed to load resource: net::ERR_/.test(message.text())
    if (message.type() === 'error' && !offline) errors.push(message.text())
  })
  try {
    await page.goto(new URL(path, site.url).href)
    await page.waitForLoadState('networkidle')
    return {
      page,
      errors,
      text: await page.locator('body').innerText(),
      close: () => Promise.all([page.close(), site.close()]),
    }
  } catch (error) {
    await Promise.all([page.close(), site.close()])
    throw error
  }
}

describe.skipIf(!existsSync(CHROMIUM))(
  'built apps in headless Chromium',
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
        ],
      })
    })
    afterAll(() => browser?.close())

    it(
      'renders the shadcn dashboard at a deep link: chart, router, form, one React',
      { timeout: 180_000 },
      async () => {
        const view = await render(browser, shadcnDashboard, '/reports/2024')
        try {
          expect(view.errors).toEqual([])
          expect(view.text).toContain('Sales')
          expect(view.text).toContain('January 15th, 2024')
          expect(
            await view.page.locator('.recharts-bar-rectangle').count()
          ).toBe(3)
          const border = await view.page
            .locator('main .rounded-lg')
            .first()
            .evaluate((el) => getComputedStyle(el).borderTopColor)
          expect(border).not.toBe('rgb(0, 0, 0)')
          await view.page.getByRole('button', { name: 'Save target' }).click()
          await expect
            .poll(() => view.page.locator('body').innerText())
            .toContain('Target 200')
          expect(view.errors).toEqual([])
        } finally {
          await view.close()
        }
      }
    )

    it(
      "renders Kiln's app template with no page error",
      { timeout: 180_000 },
      async () => {
        const view = await render(browser, templateFiles())
        try {
          expect(view.errors).toEqual([])
          expect(view.text.trim().length).toBeGreaterThan(0)
        } finally {
          await view.close()
        }
      }
    )
  }
)
