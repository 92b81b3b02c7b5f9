import { writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import type { tally } from '../figure'
import type { ProbeContext } from '../probe'
import type { User } from '../users'
import {
  launchBrowser,
  previewFrame,
  readResults,
  seedStudioSecrets,
  signInStudio,
  studioState,
  waitForPhaseOne,
  type StudioState,
} from './studio-browser'

export type Escapes = ReturnType<typeof tally>

function changed(before: StudioState, after: StudioState) {
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

export async function buttons(frame: Frame, kind: string) {
  const names = await frame
    .locator(`button[data-attack^="${kind}:"]`)
    .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.attack!))
  return names.map((name) => name.slice(kind.length + 1))
}

export async function closePopups(context: BrowserContext, page: Page) {
  for (const other of context.pages()) {
    if (other !== page) await other.close().catch(() => {})
  }
}

export type SessionOptions = {
  /** Prefix of every failure: where the app ran (studio, share page). */
  label: string
  user: User
  /** The Kiln page that frames the hostile app. */
  url: string
  previewOrigin: string
  marker: string
}

/**
 * `user` signs in through the login page in a fresh browser profile, with
 * secrets in every kind of the app origin's storage, and opens `url`. The
 * app's first phase (storage, API, other project, service worker) is
 * recorded, then each navigation and popup attack is clicked one at a time;
 * after each, the Kiln page must still be where it was.
 */
export async function attackSession(
  ctx: ProbeContext,
  escapes: Escapes,
  options: SessionOptions
) {
  const { label, marker } = options
  const browser = await launchBrowser()
  const { context } = browser
  const page = context.pages()[0] ?? (await context.newPage())
  await signInStudio(page, ctx.instance.publicUrl, options.user)
  await seedStudioSecrets(page, `${marker}-studio-secret`)
  const before = await studioState(page)
  await page.goto(options.url)
  let frame = await previewFrame(page)
  const phaseOne = await waitForPhaseOne(frame)
  const pageUrl = page.url()

  const details = process.env.PREVIEW_ESCAPES_DETAILS
  if (details)
    writeFileSync(`${details}.${label}.json`, JSON.stringify(phaseOne, null, 2))
  for (const [name, result] of Object.entries(phaseOne.results)) {
    escapes.record(!result.worked, `${label} ${name}: ${result.detail}`)
  }
  // The recording works: what an app may do on its own origin shows as done.
  for (const [name, result] of Object.entries(phaseOne.controls)) {
    if (!result.worked) {
      escapes.fail(
        `${label} control ${name} did not work, recording is broken: ${result.detail}`
      )
    }
  }

  async function check(after: string) {
    escapes.record(
      page.url() === pageUrl,
      `${label} ${after}: the page left for ${page.url()}`
    )
    const diffs = changed(before, await studioState(page))
    escapes.record(
      diffs.length === 0,
      `${label} ${after}: Kiln's storage changed (${diffs.join(', ')})`
    )
    const tossed = (await context.cookies(ctx.instance.publicUrl)).filter(
      (c) => c.value.includes(marker) && !c.name.startsWith('kiln_probe')
    )
    escapes.record(
      tossed.length === 0,
      `${label} ${after}: cookies tossed onto Kiln (${tossed.map((c) => `${c.name}@${c.domain}`).join(', ')})`
    )
  }
  await check('phase one')

  const reopen = async () => {
    await page.goto(options.url)
    frame = await previewFrame(page)
    await waitForPhaseOne(frame)
  }
  for (const name of await buttons(frame, 'navigate')) {
    await frame.locator(`button[data-attack="navigate:${name}"]`).click()
    await sleep(name.startsWith('popup') ? 2500 : 1200)
    const left = page.url() !== pageUrl
    escapes.record(
      !left,
      `${label} navigate ${name}: the page went to ${page.url()}`
    )
    await closePopups(context, page)
    const away = frame.isDetached()
      ? 'detached'
      : frame.url().startsWith(options.previewOrigin)
        ? ''
        : frame.url()
    if (left || away) {
      ctx.log(`preview-escapes ${label}: ${name} moved the preview (${away})`)
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
    escapes.record(!result.worked, `${label} ${name}: ${result.detail}`)
    await sleep(2000)
    const popups = context.pages().filter((p) => p !== page)
    ctx.log(
      `preview-escapes ${label} ${name}: ${result.detail.slice(0, 60)}; popups at ${popups.map((p) => p.url()).join(', ')}`
    )
    await closePopups(context, page)
  }

  return {
    page,
    context,
    frame: () => frame,
    check,
    close: () => browser.close(),
  }
}
