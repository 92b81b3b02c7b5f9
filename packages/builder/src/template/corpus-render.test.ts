import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  chromium,
  type Browser,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBuildErrors } from '../bundle/build-error.ts'
import {
  bundleProject,
  DEFAULT_DEPS_BASE,
  type BundleAsset,
  type BundleResult,
} from '../bundle/bundle-project.ts'
import type { FileMap } from '../files/file-map.ts'
import {
  corpusApp,
  corpusAppNames,
  type CorpusManifest,
  type CorpusTarget,
} from './corpus.ts'
import { templateFiles } from './template-files.ts'

/*
 * Each corpus app (packages/app-template/corpus) is bundled by bundleProject
 * and opened in headless Chromium at the root of its own origin, the way a
 * preview serves it: no page error, and what its manifest says is visible.
 * Needs /usr/bin/chromium; runs when CORPUS_RENDER=1 (`npm run test:corpus`).
 */
const RUN = process.env.CORPUS_RENDER === '1'

const TEMPLATE_MANIFEST: CorpusManifest = {
  about: 'The template as a new project starts.',
  visits: [
    { path: '/', text: ['Your app starts here'] },
    { path: '/some/deep/link', text: ['Page not found', 'Return to home'] },
  ],
}

const apps: { name: string; manifest: CorpusManifest; files: () => FileMap }[] =
  [
    { name: 'template', manifest: TEMPLATE_MANIFEST, files: templateFiles },
    ...corpusAppNames().map((name) => {
      const app = corpusApp(name)
      return { name, manifest: app.manifest, files: () => app.files }
    }),
  ]

/**
 * Serves one app's assets at the root of its origin and its dependency layer
 * under /__kiln/deps/<hash>/; other GETs get index.html (client routing).
 */
function serve(bundle: BundleResult): Promise<{ url: string; server: Server }> {
  const byPath = new Map<string, BundleAsset>(
    bundle.assets.map((a) => [`/${a.path}`, a])
  )
  const deps = bundle.ok ? bundle.deps : null
  for (const a of deps?.assets ?? []) {
    byPath.set(`${DEFAULT_DEPS_BASE}${deps!.hash}/${a.path}`, a)
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const asset =
      req.method === 'GET'
        ? (byPath.get(path) ?? byPath.get('/index.html'))
        : undefined
    if (!asset || path.startsWith('/data/')) {
      // No data API here: @kiln/data falls back to localStorage, as in an exported app.
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    res
      .writeHead(200, { 'content-type': asset.contentType })
      .end(Buffer.from(asset.content, asset.encoding ?? 'utf8'))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, server })
    })
  )
}

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

describe.skipIf(!RUN)('corpus apps render in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    })
  })

  afterAll(async () => {
    await browser?.close()
  })

  for (const app of apps) {
    it(`${app.name} builds and renders`, async () => {
      const bundle = await bundleProject(app.files(), { base: '/' })
      expect(bundle.ok, formatBuildErrors(bundle.errors)).toBe(true)

      const { url, server } = await serve(bundle)
      const context = await browser.newContext()
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) =>
        pageErrors.push(error.stack ?? error.message)
      )
      try {
        for (const visit of app.manifest.visits) {
          await page.goto(`${url}${visit.path}`, { waitUntil: 'load' })
          for (const text of visit.text) await visible(page, text)
          // Tailwind's preflight is in: the body loses the browser's 8px margin.
          expect(
            await page.evaluate(() => getComputedStyle(document.body).marginTop)
          ).toBe('0px')
          for (const style of visit.styles ?? []) {
            const value = await page
              .getByText(style.text, { exact: false })
              .first()
              .evaluate(
                (el, property) =>
                  getComputedStyle(el).getPropertyValue(property),
                style.property
              )
            expect(value, `${style.property} of "${style.text}"`).toBe(
              style.equals
            )
          }
          for (const step of visit.steps ?? []) {
            if ('click' in step) await locate(page, step.click).click()
            else if ('fill' in step)
              await locate(page, step.fill).fill(step.value)
            else await visible(page, step.expect)
          }
        }
        expect(pageErrors).toEqual([])
      } finally {
        await context.close()
        server.close()
      }
    }, 120_000)
  }
})
