/**
 * Benchmarks: in-process preview build vs `vite build` of the exported project,
 * and offline generation time. Run with `npm run bench -w @kiln/builder`.
 * RUNS (default 5) sets the number of timed runs per measurement.
 */
import { bundleProject } from '../src/bundle.ts'
import { generateOffline } from '../src/offline/offline-generator.ts'
import { benchFollowUp } from './follow-up.ts'
import { median, round, timeRuns } from './measure.ts'
import { prepareViteProject } from './vite-build.ts'

const RUNS = Number(process.env.RUNS ?? 5)
const PROMPT =
  'Landing page for my bakery with table booking, an FAQ and testimonials'
const PROMPTS = [
  PROMPT,
  'A todo app for groceries',
  'Habit tracker for drinking water, dark mode',
  'Notes app called Brainbox',
]

const write = (line: string) => process.stdout.write(`${line}\n`)

const app = generateOffline(PROMPT)
const generation = await timeRuns(RUNS * 4, () => {
  for (const p of PROMPTS) generateOffline(p)
})
const cold = (await timeRuns(1, () => bundleProject(app.files)))[0]!
const preview = await timeRuns(RUNS, async () => {
  const result = await bundleProject(app.files)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
})
write('Installing the exported project for vite build (first time only)...')
const viteBuild = prepareViteProject(app.files)
const vite = await timeRuns(Math.min(RUNS, 3), viteBuild)

const results = {
  app: PROMPT,
  runs: RUNS,
  offlineGenerationMs: round(median(generation) / PROMPTS.length, 3),
  previewBuildColdMs: round(cold),
  previewBuildMedianMs: round(median(preview)),
  viteBuildMedianMs: round(median(vite)),
  speedup: round(median(vite) / median(preview), 1),
}
write('')
write(
  `Offline generation (median, per app):  ${results.offlineGenerationMs} ms`
)
write(
  `In-process preview build (cold):        ${results.previewBuildColdMs} ms`
)
write(
  `In-process preview build (median):      ${results.previewBuildMedianMs} ms`
)
write(`vite build of the export (median):      ${results.viteBuildMedianMs} ms`)
write(`vite build / preview build:             ${results.speedup}x`)
write(JSON.stringify(results))

await benchFollowUp(write)
