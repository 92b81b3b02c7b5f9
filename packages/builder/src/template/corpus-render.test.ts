import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBuildErrors } from '../bundle/build-error.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import { serveSite } from '../bundle/test/serve-site.ts'
import type { FileMap } from '../files/file-map.ts'
import { corpusApp, corpusAppNames, type CorpusManifest } from './corpus.ts'
import { templateFiles } from './template-files.ts'
import { CHROMIUM_OPTIONS, visitApp } from './visit-app.ts'

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

describe.skipIf(!RUN)('corpus apps render in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_OPTIONS)
  })

  afterAll(async () => {
    await browser?.close()
  })

  for (const app of apps) {
    it(`${app.name} builds and renders`, async () => {
      const bundle = await bundleProject(app.files(), { base: '/' })
      expect(bundle.ok, formatBuildErrors(bundle.errors)).toBe(true)
      const site = await serveSite(bundle)
      try {
        expect(await visitApp(browser, site.url, app.manifest.visits)).toEqual(
          []
        )
      } finally {
        await site.close()
      }
    }, 120_000)
  }
})
