import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchInstance } from '../instance'
import { launchBrowser } from '../preview/studio-browser'
import { round } from './stats'

/** Gzipped kB of every script a page loads until the network is idle. */
async function scriptsOf(page: Page, url: string) {
  const scripts = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length)
      })
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  return scripts
}

const kB = (sizes: Iterable<number>) =>
  round([...sizes].reduce((sum, n) => sum + n, 0) / 1024, 1)

/**
 * The JavaScript a first visit downloads: the landing page and the login
 * page, each in a fresh browser context against the built app.
 */
export async function benchFirstPage() {
  const instance = await launchInstance({}, { adminUrl: null })
  const browser = await launchBrowser()
  try {
    const sizes: Record<string, Map<string, number>> = {}
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
    ] as const) {
      const page = await browser.context.newPage()
      await page.context().clearCookies()
      sizes[name] = await scriptsOf(page, `${instance.publicUrl}${path}`)
      await page.close()
    }
    const landing = sizes.landing!
    const login = sizes.login!
    const both = new Map([...landing, ...login])
    return {
      landingKb: kB(landing.values()),
      loginKb: kB(login.values()),
      bothKb: kB(both.values()),
      chunks: [...both.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(
          ([path, size]) =>
            `${path.replace(/^\/assets\//, '')} ${round(size / 1024, 1)}`
        ),
    }
  } finally {
    await browser.close()
    await instance.dispose()
  }
}
