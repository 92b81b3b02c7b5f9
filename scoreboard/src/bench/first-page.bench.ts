import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchInstance } from '../instance'
import { launchBrowser } from '../preview/studio-browser'
import { round } from './stats'

type Script = { gzipped: number; transferred: number }

/**
 * Every script a page loads until the network is idle: its size gzipped
 * here (the measure) and its body as the server sent it.
 */
async function scriptsOf(page: Page, url: string) {
  const scripts = new Map<string, Script>()
  const pending: Promise<void>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response) return
        const body = await response.body()
        const { responseBodySize } = await request.sizes()
        scripts.set(new URL(request.url()).pathname, {
          gzipped: gzipSync(body).length,
          transferred: responseBodySize,
        })
      })()
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  return scripts
}

const kB = (scripts: Iterable<Script>, size: keyof Script = 'gzipped') =>
  round([...scripts].reduce((sum, s) => sum + s[size], 0) / 1024, 1)

/**
 * The JavaScript a first visit downloads: the landing page and the login
 * page, each in a fresh browser (an empty cache) against the built app.
 */
export async function benchFirstPage() {
  const instance = await launchInstance({}, { adminUrl: null })
  try {
    const sizes: Record<string, Map<string, Script>> = {}
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
    ] as const) {
      const browser = await launchBrowser()
      try {
        const page = await browser.context.newPage()
        sizes[name] = await scriptsOf(page, `${instance.publicUrl}${path}`)
      } finally {
        await browser.close()
      }
    }
    const landing = sizes.landing!
    const login = sizes.login!
    const both = new Map([...landing, ...login])
    return {
      landingKb: kB(landing.values()),
      loginKb: kB(login.values()),
      bothKb: kB(both.values()),
      landingTransferKb: kB(landing.values(), 'transferred'),
      loginTransferKb: kB(login.values(), 'transferred'),
      chunks: [...both.entries()]
        .sort((a, b) => b[1].gzipped - a[1].gzipped)
        .map(
          ([path, size]) =>
            `${path.replace(/^\/assets\//, '')} ${round(size.gzipped / 1024, 1)}`
        ),
    }
  } finally {
    await instance.dispose()
  }
}
