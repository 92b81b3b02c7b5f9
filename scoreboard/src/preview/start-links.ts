import { setTimeout as sleep } from 'node:timers/promises'
import type { Page } from 'playwright-core'
import type { ProbeContext } from '../probe'
import type { User } from '../users'
import { closePopups, type Escapes } from './attack-session'
import { launchBrowser, signInStudio } from './studio-browser'

/** The studio's question before a link from elsewhere starts or clones. */
const QUESTION = /^(Start this project|Clone this shared project)\?$/

export type StartLinkOptions = {
  /** Prefix of every failure: whose browser it was. */
  label: string
  user: User
  /** The hostile app's preview URL, opened as a page of its own. */
  appUrl: string
  /** Ends with the user's click on "Clone to my projects", which must clone. */
  withCloneControl: boolean
}

/**
 * `user`, signed in, opens the hostile app in a tab of its own, where it
 * may open Kiln: each button sends them to a studio link that would start
 * a build or clone a project, in a popup, a new tab or the same tab, with a
 * real click. Seen from outside (the user's projects through the API),
 * nothing may start until the user confirms in the studio; the studio must
 * have been reached signed in (it asked), or the attack proved nothing.
 */
export async function startLinkAttacks(
  ctx: ProbeContext,
  escapes: Escapes,
  options: StartLinkOptions
) {
  const { label, user } = options
  const projectCount = async () => {
    const projects = await ctx.client.ok('GET', '/new_build', {
      token: user.token,
    })
    return Array.isArray(projects) ? projects.length : -1
  }
  const browser = await launchBrowser()
  const { context } = browser
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await signInStudio(page, ctx.instance.publicUrl, user)
    const openApp = async () => {
      await page.goto(`${options.appUrl}#start-links`)
      await page.waitForSelector('button[data-attack^="start:"]', {
        timeout: 60_000,
      })
    }
    await openApp()
    const names = await page
      .locator('button[data-attack^="start:"]')
      .evaluateAll((all) =>
        all.map((b) => (b as HTMLElement).dataset.attack!.slice(6))
      )
    let before = await projectCount()
    for (const name of names) {
      const tab = await click(page, name)
      const asked = await askedIn(tab)
      await sleep(1500)
      const after = await projectCount()
      escapes.record(
        after === before,
        `${label} ${name}: ${after - before} project(s) started or cloned without the user's click (tab at ${tab.url()})`
      )
      if (!asked && after === before) {
        escapes.fail(
          `${label} control ${name}: the studio did not ask, so the link never reached a signed-in studio (tab at ${tab.url()})`
        )
      }
      ctx.log(
        `preview-escapes ${label} ${name}: asked=${asked}, projects ${before} -> ${after}`
      )
      before = after
      await closePopups(context, page)
      if (tab === page) await openApp()
    }

    if (options.withCloneControl) {
      // The user's own click clones: the outside check sees a new project.
      const tab = await click(page, 'popup-clone-link')
      if (await askedIn(tab)) {
        await tab.getByRole('button', { name: 'Clone to my projects' }).click()
        const deadline = Date.now() + 20_000
        while ((await projectCount()) === before && Date.now() < deadline) {
          await sleep(500)
        }
      }
      if ((await projectCount()) !== before + 1) {
        escapes.fail(
          `${label} control: the user's click on Clone to my projects did not clone, the project check sees nothing`
        )
      }
    }
  } finally {
    await browser.close()
  }
}

/** Clicks the app's button; the page the link opened in. */
async function click(page: Page, name: string): Promise<Page> {
  const button = page.locator(`button[data-attack="start:${name}"]`)
  if (name.startsWith('same-tab')) {
    await button.click()
    return page
  }
  const [tab] = await Promise.all([
    page.context().waitForEvent('page', { timeout: 15_000 }),
    button.click(),
  ])
  return tab
}

async function askedIn(tab: Page) {
  return tab
    .getByRole('region', { name: QUESTION })
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false
    )
}
