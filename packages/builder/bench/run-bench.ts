/**
 * Benchmarks the preview build against `vite build` of the same project.
 * Run with `npm run bench -w @kiln/builder`; RUNS (default 11) sets the
 * number of timed follow-up builds.
 *
 * - follow-up: the template app with one component changed (the dependency
 *   layer and Tailwind setup are warm, as for a project's next version)
 * - first build with a new dependency set: the template plus a page that
 *   imports packages the template app does not (recharts, date-fns), in a
 *   new project (cold dependency layer and Tailwind setup)
 * - vite build: the template folder itself, a real Vite project
 * - Tailwind 3 against Tailwind 4: first builds of the corpus apps
 *   tailwind-v3 and tailwind-v4 as new projects
 *
 * BENCH_ONLY picks groups, comma-separated: follow-up (the agent's edits),
 * preview-build (the builds above and vite build), tailwind, run-check.
 */
import { bundleProject } from '../src/bundle.ts'
import { disposeAppContexts } from '../src/bundle/app-build.ts'
import type { FileMap } from '../src/files.ts'
import { templateFiles } from '../src/template.ts'
import { benchFollowUp } from './follow-up.ts'
import { median, round, timeRuns } from './measure.ts'
import { benchRunCheck } from './run-check.ts'
import { benchTailwindFirstBuild } from './tailwind-first-build.ts'
import { viteBuildOfTemplate } from './vite-build.ts'

const RUNS = Number(process.env.RUNS ?? 11)
const only = process.env.BENCH_ONLY?.split(',').map((g) => g.trim())
const runs = (group: string) => !only || only.includes(group)
const write = (line: string) => process.stdout.write(`${line}\n`)

async function build(files: FileMap, scope: string): Promise<void> {
  // as the pipeline builds previews: with the visual edits' source tags
  const result = await bundleProject(files, {
    base: '/',
    cacheScope: scope,
    sourceLocations: true,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
}

// the agent's follow-up bench (editFile vs whole-file rewrites) first: this one ends with its JSON line
if (runs('follow-up')) await benchFollowUp(write)
if (runs('preview-build')) await benchPreviewBuild()
if (runs('tailwind')) {
  await benchTailwindFirstBuild(write, Math.min(RUNS, 7))
  disposeAppContexts()
}
if (runs('run-check')) {
  write('')
  await benchRunCheck(RUNS, write)
}

async function benchPreviewBuild() {
  const template = templateFiles()
  const component = 'src/pages/NotFound.tsx'
  const original = template[component]
  if (!original) throw new Error(`The template has no ${component}`)
  const changed = (i: number): FileMap => ({
    ...template,
    [component]: original.replace(
      /(<h1[^>]*>)/,
      `$1Changed ${i} <span className="text-emerald-${(i % 9) + 1}00">!</span> `
    ),
  })

  await build(template, 'bench-follow-up')
  let run = 0
  const followUps = await timeRuns(RUNS, () =>
    build(changed(++run), 'bench-follow-up')
  )

  const withCharts: FileMap = {
    ...template,
    'src/pages/Stats.tsx': `import { Bar, BarChart, XAxis } from 'recharts'
import { format } from 'date-fns'
export default function Stats() {
  return (
    <div className="p-6">
      <p>{format(new Date(), 'PPP')}</p>
      <BarChart width={300} height={200} data={[{ d: 'a', v: 1 }]}><XAxis dataKey="d" /><Bar dataKey="v" /></BarChart>
    </div>
  )
}
`,
  }
  withCharts['src/App.tsx'] =
    `import Stats from './pages/Stats'\n${withCharts['src/App.tsx']}`.replace(
      /export default App/,
      'export { Stats }\nexport default App'
    )
  const [firstBuild] = await timeRuns(1, () =>
    build(withCharts, 'bench-first-build')
  )
  disposeAppContexts()

  write('vite build of the template project...')
  const vite = await timeRuns(Math.min(RUNS, 3), viteBuildOfTemplate())

  const followUpMedianMs = round(median(followUps))
  const firstBuildMs = round(firstBuild!)
  const viteBuildMs = round(median(vite))
  const ratio = round(viteBuildMs / followUpMedianMs, 1)
  write('')
  write(
    `Follow-up build, one component changed (median of ${RUNS}): ${followUpMedianMs} ms`
  )
  write(`  runs: ${followUps.map((ms) => round(ms)).join(', ')} ms`)
  write(`First build with a new dependency set:             ${firstBuildMs} ms`)
  write(`vite build of the same project (median):           ${viteBuildMs} ms`)
  write(`vite build / follow-up:                            ${ratio}x`)
  write(
    JSON.stringify({
      bench: 'preview-build',
      followUpMedianMs,
      firstBuildMs,
      viteBuildMs,
      ratio,
    })
  )
}
