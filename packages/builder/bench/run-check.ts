/**
 * The run check's time for the template app: a version bundled once, then
 * opened in headless Chromium (root and its declared routes, screenshot)
 * with the browser already running, as for every build after the first.
 */
import { bundleProject } from '../src/bundle.ts'
import { createRunChecker } from '../src/run-check.ts'
import { templateFiles } from '../src/template.ts'
import { median, round, timeRuns } from './measure.ts'

const ORIGIN = 'http://v-bench.localhost:3001'

export async function benchRunCheck(
  runs: number,
  write: (line: string) => void
): Promise<void> {
  const checker = createRunChecker({
    chromiumPath: process.env.CHROMIUM_PATH,
  })
  if (!checker.available) {
    write(JSON.stringify({ bench: 'run-check', skipped: 'no Chromium' }))
    return
  }
  try {
    const files = templateFiles()
    const bundle = await bundleProject(files, { base: '/' })
    if (!bundle.ok) throw new Error(JSON.stringify(bundle.errors))
    const site = { files, assets: bundle.assets, deps: bundle.deps }
    // The first check launches the browser: the cost of a process's first build only.
    const cold = await timeRuns(1, () => checker.check(site, ORIGIN))
    let failed: string[] = []
    const warm = await timeRuns(runs, async () => {
      const report = await checker.check(site, ORIGIN)
      failed = report.routes.flatMap((r) => r.errors)
    })
    if (failed.length > 0)
      throw new Error(`The template app failed its run check: ${failed[0]}`)
    const medianMs = round(median(warm))
    write(
      `Run check of the template app (median of ${runs}, warm): ${medianMs} ms (first, launching the browser: ${round(cold[0]!)} ms)`
    )
    write(
      JSON.stringify({
        bench: 'run-check',
        medianMs,
        firstMs: round(cold[0]!),
        goalMs: 1500,
      })
    )
  } finally {
    await checker.close()
  }
}
