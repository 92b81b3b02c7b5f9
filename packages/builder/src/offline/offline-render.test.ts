import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleProject } from '../bundle/bundle-project.ts'
import { serveSite } from '../bundle/test/serve-site.ts'
import { CHROMIUM_OPTIONS } from '../template/visit-app.ts'
import { generateOffline } from './offline-generator.ts'
import { EVERYDAY_PROMPTS, FOREIGN_WORDS } from './test/everyday-prompts.ts'

/*
 * Offline apps as a visitor sees them in headless Chromium: the prompt's
 * parts are on screen and work (add, search, drag on the board, tick a
 * habit, a form entry is saved), nothing broken or from another app shows.
 * Like render-in-chromium.test.ts, it runs where /usr/bin/chromium exists.
 */

const RENDERED = [
  'A habit tracker with streaks and a weekly chart',
  'a recipe book where I can add recipes with ingredients and search them',
  "a kanban board for my team's tasks with drag and drop",
  'a landing page for a coffee shop with a menu and opening hours',
  'A tip calculator that splits the bill between friends',
  'A monthly budget with income, expenses and a balance',
  'An RSVP page for my birthday party with the date, place and a guest list',
  'A pomodoro timer with a list of tasks',
  'A habit tracker for water, steps and reading with daily goals',
]

async function open(browser: Browser, prompt: string, width: number) {
  const result = await bundleProject(generateOffline(prompt).files, {
    base: '/',
  })
  expect(result.errors).toEqual([])
  const site = await serveSite(result)
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(site.url)
  await page.waitForLoadState('networkidle')
  return {
    page,
    errors,
    close: () => Promise.all([page.close(), site.close()]),
  }
}

const bodyText = (page: Page) => page.locator('body').innerText()

const STEPS: Record<string, (page: Page) => Promise<void>> = {
  'A habit tracker with streaks and a weekly chart': async (page) => {
    await page.getByLabel('New habit').fill('Stretch')
    await page.getByRole('button', { name: 'Add habit' }).click()
    await page.getByRole('button', { name: 'Mark done today' }).click()
    await expect.poll(() => bodyText(page)).toContain('1 day streak')
    await expect
      .poll(() => bodyText(page))
      .toContain('Check-ins in the last 7 days: 1')
    expect(await page.locator('.recharts-bar-rectangle').count()).toBe(7)
  },
  'a recipe book where I can add recipes with ingredients and search them':
    async (page) => {
      for (const [title, ingredient] of [
        ['Pancakes', 'Flour'],
        ['Omelette', 'Eggs'],
      ] as const) {
        await page.getByRole('button', { name: 'Add recipe' }).click()
        await page.getByLabel('Title').fill(title)
        await page.getByLabel('Ingredients').fill(`${ingredient}\nMilk`)
        await page.getByRole('button', { name: 'Save recipe' }).click()
        await page.getByText(title).waitFor()
      }
      await page.getByLabel('Search recipes').fill('eggs')
      await expect.poll(() => bodyText(page)).not.toContain('Pancakes')
      await page.getByText('Omelette').click()
      await expect.poll(() => bodyText(page)).toContain('Eggs, Milk')
      await page.reload()
      await page.getByText('Pancakes').waitFor()
    },
  "a kanban board for my team's tasks with drag and drop": async (page) => {
    await page.getByLabel('New task').fill('Write report')
    await page.getByLabel('New task').press('Enter')
    const card = page.locator('[data-card="Write report"]')
    await card.waitFor()
    const todo = page.locator('[data-column="To do"]')
    await expect.poll(() => todo.innerText()).toContain('Write report')
    const handle = page.getByRole('button', { name: 'Drag Write report' })
    const from = (await handle.boundingBox())!
    const to = (await page.locator('[data-column="Done"]').boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * i) / 10,
        from.y + ((to.y + 60 - from.y) * i) / 10
      )
    }
    await page.mouse.up()
    await expect
      .poll(() => page.locator('[data-column="Done"]').innerText())
      .toContain('Write report')
    expect(await todo.innerText()).not.toContain('Write report')
  },
  'A monthly budget with income, expenses and a balance': async (page) => {
    await page.getByRole('button', { name: 'Add transaction' }).click()
    await page.getByLabel('Description').fill('Salary')
    await page.getByLabel('Amount', { exact: true }).fill('2000')
    await page.getByLabel('Type', { exact: true }).selectOption('Income')
    await page.getByRole('button', { name: 'Save transaction' }).click()
    await page.getByRole('button', { name: 'Add transaction' }).click()
    await page.getByLabel('Description').fill('Rent')
    await page.getByLabel('Amount', { exact: true }).fill('800')
    await page.getByRole('button', { name: 'Save transaction' }).click()
    await expect.poll(() => bodyText(page)).toContain('$1,200.00')
  },
  'An RSVP page for my birthday party with the date, place and a guest list':
    async (page) => {
      await page.getByLabel('Name').fill('Ada')
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByRole('button', { name: 'Send RSVP' }).click()
      await expect
        .poll(() => bodyText(page))
        .toContain('Enter a valid email address')
      await page.getByLabel('Email').fill('ada@example.com')
      await page.getByRole('button', { name: 'Send RSVP' }).click()
      await expect.poll(() => bodyText(page)).toContain('Received guests (1)')
    },
}

describe.skipIf(!existsSync(CHROMIUM_OPTIONS.executablePath))(
  'offline apps in headless Chromium',
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await chromium.launch(CHROMIUM_OPTIONS)
    })
    afterAll(() => browser?.close())

    it.each(RENDERED)('%s', { timeout: 60_000 }, async (prompt) => {
      const c = EVERYDAY_PROMPTS.find((p) => p.prompt === prompt)!
      for (const width of [1280, 375]) {
        const view = await open(browser, prompt, width)
        try {
          const text = await bodyText(view.page)
          for (const seen of c.see) expect(text).toContain(seen)
          for (const bad of ['undefined', 'NaN', '[object Object]'])
            expect(text).not.toContain(bad)
          for (const [word, belongs] of FOREIGN_WORDS) {
            if (!belongs.some((w) => prompt.toLowerCase().includes(w)))
              expect(text.toLowerCase()).not.toContain(word)
          }
          // nothing wider than a phone screen
          expect(
            await view.page.evaluate(() => document.documentElement.scrollWidth)
          ).toBeLessThanOrEqual(width)
          if (width === 1280) await STEPS[prompt]?.(view.page)
          const after = await bodyText(view.page)
          for (const bad of ['undefined', 'NaN', '[object Object]'])
            expect(after).not.toContain(bad)
          expect(view.errors).toEqual([])
        } finally {
          await view.close()
        }
      }
    })
  }
)
