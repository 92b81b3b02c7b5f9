import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBuildErrors } from '../bundle/build-error.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import { serveSite } from '../bundle/test/serve-site.ts'
import { corpusApp } from '../template/corpus.ts'
import { CHROMIUM_OPTIONS } from '../template/visit-app.ts'
import { useExportBuilds } from './test/export-kit.ts'
import { serveDir } from './test/serve-dir.ts'

/*
 * Fidelity: a corpus app previewed by Kiln and the same project exported
 * and built by its own toolchain (`npm install && vite build`) show the same
 * page: the same visible text on each route the manifest visits, and
 * screenshots that differ in fewer than MAX_DIFF of their pixels.
 * Runs with the export build test (`npm run test:export`).
 */
const APPS = ['dashboard', 'tailwind-v3', 'site-report']
const VIEWPORT = { width: 1280, height: 900 }
/** Share of pixels allowed to differ (a channel off by more than CHANNEL_TOLERANCE). */
const MAX_DIFF = 0.01
const CHANNEL_TOLERANCE = 40

type Capture = { text: string; png: Buffer }

async function capture(page: Page, url: string): Promise<Capture> {
  await page.goto(url, { waitUntil: 'networkidle' })
  // Motion is timing, not rendering: stop it so both captures are still.
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  })
  await page.evaluate(() => document.fonts.ready)
  const text = await page.evaluate(() =>
    document.body.innerText.replace(/\s+/g, ' ').trim()
  )
  return { text, png: await stillScreenshot(page) }
}

/**
 * A screenshot once the page stops moving: JavaScript animations (a chart
 * drawing itself) are not stopped by CSS, so shots are taken until two in a
 * row are the same (at most 30, 250 ms apart).
 */
async function stillScreenshot(page: Page): Promise<Buffer> {
  let last = await page.screenshot({ fullPage: true })
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(250)
    const next = await page.screenshot({ fullPage: true })
    if (next.equals(last)) return next
    last = next
  }
  return last
}

/** Share of pixels that differ between two screenshots, compared in a canvas of the page. */
async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const load = async (b64: string) =>
        createImageBitmap(
          await (await fetch(`data:image/png;base64,${b64}`)).blob()
        )
      const [one, two] = await Promise.all([load(a), load(b)])
      const width = Math.max(one.width, two.width)
      const height = Math.max(one.height, two.height)
      const pixels = (image: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height)
        const ctx = canvas.getContext('2d')!
        ctx.drawImage(image, 0, 0)
        return ctx.getImageData(0, 0, width, height).data
      }
      const [p, q] = [pixels(one), pixels(two)]
      let differing = 0
      for (let i = 0; i < p.length; i += 4) {
        if (
          Math.abs(p[i]! - q[i]!) > tolerance ||
          Math.abs(p[i + 1]! - q[i + 1]!) > tolerance ||
          Math.abs(p[i + 2]! - q[i + 2]!) > tolerance
        )
          differing++
      }
      return differing / (width * height)
    },
    {
      a: a.toString('base64'),
      b: b.toString('base64'),
      tolerance: CHANNEL_TOLERANCE,
    }
  )
}

describe.runIf(process.env.EXPORT_BUILD_TEST === '1')(
  'a Kiln preview looks like the vite build of its export',
  () => {
    const kit = useExportBuilds()
    let browser: Browser

    beforeAll(async () => {
      browser = await chromium.launch(CHROMIUM_OPTIONS)
    })
    afterAll(async () => {
      await browser?.close()
    })

    for (const name of APPS) {
      it(`${name}: same text and pixels on every visited route`, async () => {
        const app = corpusApp(name)
        const files = await kit.locked(app.files)
        const bundle = await bundleProject(files, {
          base: '/',
          packages: kit.store(),
        })
        expect(bundle.ok, formatBuildErrors(bundle.errors)).toBe(true)
        const built = await kit.buildExport(files, name, false)
        const kiln = await serveSite(bundle)
        const vite = await serveDir(`${built.dir}/dist`)
        const context = await browser.newContext({ viewport: VIEWPORT })
        const page = await context.newPage()
        try {
          for (const visit of app.manifest.visits) {
            const ours = await capture(page, new URL(visit.path, kiln.url).href)
            const theirs = await capture(
              page,
              new URL(visit.path, vite.url).href
            )
            expect(ours.text, `text of ${visit.path}`).toBe(theirs.text)
            for (const text of visit.text) expect(ours.text).toContain(text)
            const diff = await pixelDiff(page, ours.png, theirs.png)
            console.info(
              `fidelity ${name} ${visit.path}: ${(diff * 100).toFixed(3)} % of pixels differ`
            )
            expect(diff, `pixels differing on ${visit.path}`).toBeLessThan(
              MAX_DIFF
            )
          }
        } finally {
          await context.close()
          await kiln.close()
          await vite.close()
        }
      }, 900_000)
    }
  }
)
