import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { tally, type Figure } from '../figure'
import { forwardedHostBehindProxy } from '../preview/forwarded-host'
import { buildScriptedApp, hostileMain } from '../preview/hostile-build'
import { registerSecretEntity } from '../preview/preview-request'
import { answeredWithSuccess, markedApiRequests } from '../preview/server-log'
import {
  launchBrowser,
  previewFrame,
  readResults,
  seedStudioSecrets,
  signInStudio,
  studioState,
  waitForPhaseOne,
  type StudioState,
} from '../preview/studio-browser'
import type { Probe, ProbeContext } from '../probe'
import { signUp } from '../users'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const changed = (before: StudioState, after: StudioState) => {
  const diffs: string[] = []
  for (const kind of ['local', 'session'] as const) {
    const keys = new Set([
      ...Object.keys(before[kind]),
      ...Object.keys(after[kind]),
    ])
    for (const key of keys) {
      // tsr-*: the studio's own router (scroll restoration).
      if (key.startsWith('tsr-')) continue
      if (before[kind][key] !== after[kind][key]) diffs.push(`${kind}:${key}`)
    }
  }
  return diffs
}

/**
 * Preview escapes: a hostile generated app, built through the scripted LLM
 * and opened in the studio of a user signed in through the login page, in
 * real headless Chromium, tries to read the studio's storage, navigate the
 * top window, call Kiln's API with the user's credentials, reach another
 * project's preview and forge the studio's postMessage protocol. The app
 * records each outcome in its DOM; storage, the studio URL, cookies, server
 * logs and the studio's UI are checked from outside too.
 */
export const probe: Probe = {
  name: 'preview-escapes',
  order: 90,
  async run(ctx) {
    const escapes = tally(
      'preview-escapes.succeeded',
      'security',
      'Preview escapes: succeeded'
    )
    const { publicUrl } = ctx.instance
    const marker = `esc${randomBytes(6).toString('hex')}`

    // Another user's project: a target, and the other origin for forged messages.
    const other = await buildScriptedApp(
      ctx,
      ctx.cast.other,
      hostileMain({
        publicUrl,
        otherPreviewUrl: publicUrl,
        marker,
        passive: true,
      }),
      'Another project'
    )
    await registerSecretEntity(other.previewUrl)

    const victim = await signUp(ctx.client)
    const app = await buildScriptedApp(
      ctx,
      victim,
      hostileMain({
        publicUrl,
        otherPreviewUrl: other.previewUrl,
        marker,
        passive: false,
      }),
      'A page that tests its sandbox'
    )

    const browser = await launchBrowser()
    try {
      const { context } = browser
      const page = context.pages()[0] ?? (await context.newPage())
      await signInStudio(page, publicUrl, victim)
      await seedStudioSecrets(page, `${marker}-studio-secret`)
      const openUrl = `${publicUrl}/build-studio?projectId=${app.projectId}&taskId=${app._id}`
      const before = await studioState(page)
      await page.goto(openUrl)
      let frame = await previewFrame(page)
      const phaseOne = await waitForPhaseOne(frame)
      const studioUrl = page.url()

      if (process.env.PREVIEW_ESCAPES_DETAILS) {
        writeFileSync(
          process.env.PREVIEW_ESCAPES_DETAILS,
          JSON.stringify(phaseOne, null, 2)
        )
      }
      for (const [name, result] of Object.entries(phaseOne.results)) {
        escapes.record(!result.worked, `${name}: ${result.detail}`)
      }
      // The recording works: what an app may do on its own origin shows as done.
      for (const [name, result] of Object.entries(phaseOne.controls)) {
        ctx.log(
          `preview-escapes control ${name}: ${result.worked} (${result.detail})`
        )
        if (!result.worked) {
          escapes.fail(
            `control ${name} did not work, recording is broken: ${result.detail}`
          )
        }
      }

      const checkStudio = async (after: string) => {
        escapes.record(
          page.url() === studioUrl,
          `${after}: the studio left for ${page.url()}`
        )
        const diffs = changed(before, await studioState(page))
        escapes.record(
          diffs.length === 0,
          `${after}: studio storage changed (${diffs.join(', ')})`
        )
        const tossed = (await context.cookies(publicUrl)).filter(
          (c) => c.value.includes(marker) && !c.name.startsWith('kiln_probe')
        )
        escapes.record(
          tossed.length === 0,
          `${after}: cookies tossed onto the studio (${tossed.map((c) => `${c.name}@${c.domain}`).join(', ')})`
        )
      }
      await checkStudio('phase one')

      // Navigations, one at a time, each clicked as a user would.
      const reopen = async () => {
        await page.goto(openUrl)
        frame = await previewFrame(page)
        await waitForPhaseOne(frame)
      }
      const navigations = await buttons(frame, 'navigate')
      for (const name of navigations) {
        await frame.locator(`button[data-attack="navigate:${name}"]`).click()
        await sleep(name.startsWith('popup') ? 2500 : 1200)
        const left = page.url() !== studioUrl
        escapes.record(
          !left,
          `navigate ${name}: the studio went to ${page.url()}`
        )
        await closePopups(context, page)
        const away = frame.isDetached()
          ? 'detached'
          : frame.url().startsWith(new URL(app.previewUrl).origin)
            ? ''
            : frame.url()
        if (left || away) {
          ctx.log(`preview-escapes: ${name} moved the preview (${away})`)
          await reopen()
        }
      }

      // Popups, opened by a click as browsers require.
      for (const name of await buttons(frame, 'record')) {
        await frame.locator(`button[data-attack="record:${name}"]`).click()
        await frame.waitForFunction(
          (attack) =>
            (document.getElementById('results')?.textContent ?? '').includes(
              `"${attack}"`
            ),
          name,
          { timeout: 15_000 }
        )
        const result = (await readResults(frame)).results[name]!
        ctx.log(`preview-escapes ${name}: ${result.detail.slice(0, 100)}`)
        escapes.record(!result.worked, `${name}: ${result.detail}`)
        await sleep(2000)
        const popups = context.pages().filter((p) => p !== page)
        ctx.log(
          `preview-escapes ${name}: popups at ${popups.map((p) => p.url()).join(', ')}`
        )
        await closePopups(context, page)
      }

      // Messages to the studio: only this version's own errors may show.
      await recordMessages(ctx, page, frame, escapes, marker, app._id)
      await checkStudio('after navigations and messages')

      // The studio's "open in a new tab": the app there has no way back.
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Open preview in a new tab' }).click(),
      ])
      await tab.waitForLoadState()
      const reach = await tab.evaluate(
        '({ opener: window.opener !== null, referrer: document.referrer })'
      )
      escapes.record(
        JSON.stringify(reach) === '{"opener":false,"referrer":""}',
        `the preview in a new tab reaches the studio: ${JSON.stringify(reach)}`
      )
      await tab.close()

      // Kiln's API, seen from the server: no marked call answered with success.
      await ctx.client.ok('GET', '/new_build', {
        token: victim.token,
        query: { escape: `${marker}-control` },
      })
      await sleep(500)
      const logs = ctx.instance.logs()
      const control = markedApiRequests(logs, `${marker}-control`)
      if (!control.some(answeredWithSuccess)) {
        escapes.fail(
          'control: the server log check does not see a signed-in call'
        )
      }
      const marked = markedApiRequests(logs, marker).filter(
        (r) => !r.url.includes(`${marker}-control`)
      )
      ctx.log(
        `preview-escapes: ${marked.length} marked /api requests logged (Kiln or the preview host): ${JSON.stringify(marked).slice(0, 400)}`
      )
      const answered = marked.filter(answeredWithSuccess)
      escapes.record(
        answered.length === 0,
        `server answered the app's API calls: ${JSON.stringify(answered)}`
      )
      const projects = await ctx.client.ok('GET', '/new_build', {
        token: victim.token,
      })
      escapes.record(
        Array.isArray(projects) && projects.length === 1,
        `the app made the studio start projects: ${JSON.stringify(projects).slice(0, 300)}`
      )
      const task = await ctx.client.ok('GET', `/build_task/${app._id}`, {
        token: victim.token,
      })
      escapes.record(
        !String(task.name).includes(marker),
        `the app renamed its project through the API: ${task.name}`
      )
    } finally {
      await browser.close()
    }
    await forwardedHostBehindProxy(ctx, escapes)
    return [escapes.figure] satisfies Figure[]
  },
}

async function buttons(frame: Frame, kind: string) {
  const names = await frame
    .locator(`button[data-attack^="${kind}:"]`)
    .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.attack!))
  return names.map((name) => name.slice(kind.length + 1))
}

async function closePopups(context: BrowserContext, page: Page) {
  for (const other of context.pages()) {
    if (other !== page) await other.close().catch(() => {})
  }
}

/**
 * Forged messages first (none may reach the studio's error panel), then the
 * app's own error as a control (it must show, as text only).
 */
async function recordMessages(
  ctx: ProbeContext,
  page: Page,
  frame: Frame,
  escapes: ReturnType<typeof tally>,
  marker: string,
  taskId: string
) {
  const dismiss = page.getByRole('button', { name: 'Dismiss error' })
  const alerts = () =>
    page
      .getByRole('alert')
      .filter({ hasText: 'runtime error' })
      .allTextContents()
  const messages = (await buttons(frame, 'message')).filter(
    (name) => name !== 'own-error'
  )
  for (const name of messages) {
    if (await dismiss.isVisible()) await dismiss.click()
    const url = page.url()
    await frame.locator(`button[data-attack="message:${name}"]`).click()
    await sleep(name.includes('other-origin') ? 3000 : 1200)
    const shown = (await alerts()).join(' | ')
    escapes.record(
      !shown.includes('FORGED'),
      `message ${name}: the studio showed ${shown.slice(0, 200)}`
    )
    escapes.record(
      page.url() === url,
      `message ${name}: the studio went to ${page.url()}`
    )
    await closePopups(page.context(), page)
  }

  // Another origin (here the studio's own) posting as the bridge.
  if (await dismiss.isVisible()) await dismiss.click()
  await page.evaluate(
    ([text, taskId]) =>
      window.postMessage(
        { type: 'kiln:preview-error', kind: 'error', message: text, taskId },
        '*'
      ),
    [`FORGED from another origin ${marker}`, taskId] as const
  )
  await sleep(1000)
  const forged = (await alerts()).join(' | ')
  escapes.record(
    !forged.includes('FORGED'),
    `message from another origin: the studio showed ${forged.slice(0, 200)}`
  )

  if (await dismiss.isVisible()) await dismiss.click()
  await frame.locator('button[data-attack="message:own-error"]').click()
  await sleep(1200)
  const shown = (await alerts()).join(' | ')
  ctx.log(`preview-escapes control own-error: ${shown.slice(0, 200)}`)
  if (!shown.includes(`OWN error`) || !shown.includes(marker)) {
    escapes.fail(
      `control: the app's own error did not reach the studio (${shown})`
    )
  }
  escapes.record(
    (await page.locator('#kiln-xss').count()) === 0,
    'message own-error: its HTML was rendered in the studio'
  )
}
