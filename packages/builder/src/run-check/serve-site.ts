import type { BrowserContext } from 'playwright-core'
import type { CheckSite } from '../build-types.ts'
import { DEFAULT_DEPS_BASE } from '../bundle/bundle-project.ts'

type Body = { body: Buffer; contentType: string }

const bodyOf = (asset: {
  content: string
  contentType: string
  encoding?: 'base64'
}): Body => ({
  body: Buffer.from(asset.content, asset.encoding ?? 'utf8'),
  contentType: asset.contentType,
})

/** Kiln's own paths on a preview origin (data API, bridge, dependency layers). */
export const isKilnPath = (path: string) =>
  path.startsWith('/data/') || path.startsWith('/__kiln/')

/**
 * Serves the version from memory at `origin` (the version's own preview
 * origin, as the preview host would: its files, the SPA fallback to
 * index.html, the dependency layer) and refuses every other request before
 * it leaves the browser. The data API answers 404, so the app's data client
 * keeps its records in the page's storage for the check.
 */
export async function serveSite(
  context: BrowserContext,
  site: CheckSite,
  origin: string
) {
  const files = new Map<string, Body>(
    site.assets.map((asset) => [`/${asset.path}`, bodyOf(asset)])
  )
  if (site.deps) {
    for (const asset of site.deps.assets) {
      files.set(
        `${DEFAULT_DEPS_BASE}${site.deps.hash}/${asset.path}`,
        bodyOf(asset)
      )
    }
  }
  await context.routeWebSocket(/.*/, (ws) => ws.close())
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== origin) return route.abort('blockedbyclient')
    const path = safeDecode(url.pathname)
    const file =
      files.get(path) ??
      (isKilnPath(path) || /\.[a-z0-9]+$/i.test(path)
        ? undefined
        : files.get('/index.html'))
    if (!file) {
      return route.fulfill({
        status: 404,
        contentType: 'text/plain',
        body: 'Not found',
      })
    }
    return route.fulfill({
      status: 200,
      contentType: file.contentType,
      body: file.body,
      headers: { 'cache-control': 'no-store' },
    })
  })
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
