/**
 * First builds of a Tailwind 3 project against a Tailwind 4 one: the corpus
 * apps tailwind-v3 and tailwind-v4, each built as a new project (a cache
 * scope of its own, so the Tailwind setup is cold) in turn. Prints the
 * stylesheet compile alone and the whole preview build, median of `runs`,
 * and ends with the JSON line `{"bench":"tailwind-first-build",…}`.
 */
import { bundleProject } from '../src/bundle.ts'
import { compileTailwind } from '../src/bundle/tailwind/compile-tailwind.ts'
import { extractCandidates } from '../src/bundle/tailwind/extract-candidates.ts'
import { corpusApp } from '../src/template/corpus.ts'
import { median, round } from './measure.ts'

export async function benchTailwindFirstBuild(
  write: (line: string) => void,
  runs: number
): Promise<void> {
  const apps = { v3: corpusApp('tailwind-v3'), v4: corpusApp('tailwind-v4') }
  const times = {
    v3: { css: [] as number[], build: [] as number[] },
    v4: { css: [] as number[], build: [] as number[] },
  }

  for (let i = 0; i < runs + 1; i++) {
    for (const flavor of ['v3', 'v4'] as const) {
      const files = apps[flavor].files
      const candidates = extractCandidates(files)
      let start = performance.now()
      await compileTailwind({
        css: files['src/index.css'] ?? '',
        files,
        candidates,
        cacheScope: `css-${flavor}-${i}`,
      })
      const css = performance.now() - start
      start = performance.now()
      const result = await bundleProject(files, {
        base: '/',
        cacheScope: `build-${flavor}-${i}`,
      })
      if (!result.ok) throw new Error(JSON.stringify(result.errors))
      const build = performance.now() - start
      if (i === 0) {
        write(
          `cold process, ${flavor}: css ${round(css)} ms, build ${round(build)} ms`
        )
        continue
      }
      times[flavor].css.push(css)
      times[flavor].build.push(build)
    }
  }
  for (const flavor of ['v3', 'v4'] as const) {
    write(
      `new project, ${flavor}: css ${round(median(times[flavor].css))} ms, build ${round(median(times[flavor].build))} ms (median of ${runs})`
    )
  }
  const v3Ms = round(median(times.v3.build))
  const v4Ms = round(median(times.v4.build))
  const ratio = round(v3Ms / v4Ms, 2)
  write(`first build of a new project, Tailwind 3 / Tailwind 4: ${ratio}x`)
  write(JSON.stringify({ bench: 'tailwind-first-build', v3Ms, v4Ms, ratio }))
}
