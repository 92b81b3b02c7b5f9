import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Frame, type Page } from 'playwright-core'
import type { User } from '../users'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // This Chromium blocks third-party cookies and storage by default; Chrome
  // as most people run it does not. Allowing them is the harder case.
  '--disable-features=TrackingProtection3pcd',
]

/** What the studio holds that a preview must never read or change. */
export type StudioState = {
  local: Record<string, string>
  session: Record<string, string>
  cookies: string
}

/**
 * Chromium with a regular (persistent, not incognito) profile: third-party
 * frames get their own partitioned storage and cookies there, which is both
 * what most people run and the more permissive case for an attacker.
 */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'kiln-preview-escapes-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Signs in through the login page, as a person would. */
export async function signInStudio(page: Page, publicUrl: string, user: User) {
  await page.goto(`${publicUrl}/login`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/home/, { timeout: 30_000 })
}

/** Studio-only secrets in every kind of storage, for the app to go after. */
export async function seedStudioSecrets(page: Page, secret: string) {
  await page.evaluate(async (value) => {
    localStorage.setItem('kiln-probe-secret', value)
    sessionStorage.setItem('kiln-probe-secret', value)
    document.cookie = `kiln_probe_secret=${value}; path=/`
    await new Promise<void>((done, fail) => {
      const open = indexedDB.open('kiln-probe-db', 1)
      open.onupgradeneeded = () => open.result.createObjectStore('secrets')
      open.onerror = () => fail(open.error)
      open.onsuccess = () => {
        const tx = open.result.transaction('secrets', 'readwrite')
        tx.objectStore('secrets').put(value, 'secret')
        tx.oncomplete = () => {
          open.result.close()
          done()
        }
      }
    })
  }, secret)
}

/** Read as a string: tsx would wrap named functions in a helper the page lacks. */
const READ_STATE = `(() => {
  const dump = (storage) => Object.fromEntries(
    Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i)
      return [key, storage.getItem(key) ?? '']
    })
  )
  return {
    local: dump(localStorage),
    session: dump(sessionStorage),
    cookies: document.cookie,
  }
})()`

export async function studioState(page: Page): Promise<StudioState> {
  return (await page.evaluate(READ_STATE)) as StudioState
}

/** The preview frame of the studio, once the hostile app has started. */
export async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title^="Preview of"]', {
    timeout: 60_000,
  })
  const frame = await element.contentFrame()
  if (!frame) throw new Error('the preview iframe has no frame')
  await frame.waitForSelector('#results', { timeout: 60_000 })
  return frame
}

export type Results = {
  state: string
  results: Record<string, { worked: boolean; detail: string }>
  controls: Record<string, { worked: boolean; detail: string }>
}

export async function readResults(frame: Frame): Promise<Results> {
  const text = await frame.locator('#results').textContent()
  return JSON.parse(text ?? '{}') as Results
}

/** Waits until the app has run every attack of its first phase. */
export async function waitForPhaseOne(frame: Frame, timeoutMs = 90_000) {
  await frame
    .waitForFunction(
      () =>
        (document.getElementById('results')?.textContent ?? '').includes(
          '"state": "phase-one-done"'
        ),
      undefined,
      { timeout: timeoutMs }
    )
    .catch(async (error: Error) => {
      const text = await frame.locator('#results').textContent()
      throw new Error(`${error.message}\nthe app got as far as: ${text}`)
    })
  return readResults(frame)
}
