import { afterAll, describe, expect, it } from 'vitest'
import { MAX_TAILWIND_CANDIDATES } from '../bundle/build-limits.ts'
import { templateFiles } from '../template/template-files.ts'
import { hostileTailwindFiles } from '../test/hostile-tailwind.ts'
import {
  bundleInPool,
  closeBuildPool,
  configureBuildPool,
  DEFAULT_BUILD_POOL,
  typeCheckInPool,
} from './build-pool.ts'

const slow = { timeout: 120_000 }

const withHostileFiles = (sizes: number[]) => ({
  ...templateFiles(),
  ...hostileTailwindFiles(sizes),
})

/** The longest time this thread's timers waited while `work` ran. */
async function longestStall<T>(work: () => Promise<T>) {
  let last = performance.now()
  let longest = 0
  const tick = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  try {
    const result = await work()
    // the tick after the result: a stall at the very end counts too
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { result, longest }
  } finally {
    clearInterval(tick)
  }
}

afterAll(async () => {
  configureBuildPool(DEFAULT_BUILD_POOL)
  await closeBuildPool()
})

describe('build pool', () => {
  it('compiles .scss in the worker, as part of the build', slow, async () => {
    const result = await bundleInPool({
      ...templateFiles(),
      'src/App.tsx': `import './app.scss'
export default function App() { return <p className="pooled">Pooled</p> }
`,
      'src/_tokens.scss': '$ink: #2a2b2c;\n',
      'src/app.scss': "@use 'tokens';\n.pooled { color: tokens.$ink; }\n",
    })
    expect(result.errors).toEqual([])
    const css = result.assets.find((a) => a.path.endsWith('.css'))?.content
    expect(css).toMatch(/\.pooled\s*\{[^}]*#2a2b2c/)
  })

  it(
    'bundles a file full of arbitrary Tailwind values in a worker while this thread keeps answering',
    slow,
    async () => {
      // warm the worker: its start (loading esbuild, Tailwind, TypeScript) is not the point here
      await bundleInPool(templateFiles(), { cacheScope: 'warm' })
      // ~40 000 distinct rules, under the candidate bound: in this thread
      // Tailwind alone held timers up for seconds
      const files = withHostileFiles([250_000, 250_000])
      const { result, longest } = await longestStall(() =>
        bundleInPool(files, { cacheScope: 'hostile-within-limit' })
      )
      expect(result.errors).toEqual([])
      const css = result.assets.find((a) => a.path.endsWith('.css'))!.content
      expect(css).toContain('.w-\\[1012345px\\]')
      expect(longest).toBeLessThan(500)
    }
  )

  it(
    'refuses a build whose files name more Tailwind candidates than the bound, without holding this thread up',
    slow,
    async () => {
      const files = withHostileFiles([1_000_000, 1_000_000])
      const { result, longest } = await longestStall(() =>
        bundleInPool(files, { cacheScope: 'hostile-over-limit' })
      )
      expect(result.ok).toBe(false)
      expect(result.errors[0]!.message).toMatch(
        new RegExp(
          `possible Tailwind class names: at most ${MAX_TAILWIND_CANDIDATES.toLocaleString('en-US')} in one build`
        )
      )
      expect(longest).toBeLessThan(500)
    }
  )

  it(
    "refuses files over a version's text bound before parsing them",
    slow,
    async () => {
      const files = templateFiles()
      for (let i = 0; i < 5; i++)
        files[`src/data-${i}.ts`] = `export const d = '${'x'.repeat(900_000)}'`
      const result = await bundleInPool(files)
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(
            /text files hold 4\.\d MB: at most 4 MB of text in one version/
          ),
        }),
      ])
    }
  )

  it(
    'stops a build over the time limit with an error that says so, and builds again afterwards',
    slow,
    async () => {
      configureBuildPool({ timeLimitMs: 300 })
      try {
        const files = withHostileFiles([250_000, 250_000])
        const started = performance.now()
        const result = await bundleInPool(files, { cacheScope: 'too-slow' })
        expect(result.ok).toBe(false)
        expect(result.errors.map((e) => e.message)).toEqual([
          'The build took longer than 0.3 s and was stopped.',
        ])
        // stopped, not waited for
        expect(performance.now() - started).toBeLessThan(1500)
      } finally {
        configureBuildPool({ timeLimitMs: DEFAULT_BUILD_POOL.timeLimitMs })
      }
      const again = await bundleInPool(templateFiles(), { cacheScope: 'after' })
      expect(again.errors).toEqual([])
    }
  )

  it('stops a task when the caller aborts it', slow, async () => {
    const controller = new AbortController()
    const files = withHostileFiles([250_000, 250_000])
    const run = bundleInPool(
      files,
      { cacheScope: 'aborted' },
      controller.signal
    )
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 50)
    await expect(run).rejects.toThrow('cancelled by the user')
  })

  it('ends a task given up while it waits for its thread', slow, async () => {
    const files = withHostileFiles([250_000, 250_000])
    const first = bundleInPool(files, { cacheScope: 'one-project' })
    const controller = new AbortController()
    const queued = bundleInPool(
      templateFiles(),
      { cacheScope: 'one-project' },
      controller.signal
    )
    const started = performance.now()
    setTimeout(() => controller.abort(new Error('given up')), 20)
    await expect(queued).rejects.toThrow('given up')
    // not at its turn, after the first build
    expect(performance.now() - started).toBeLessThan(500)
    expect((await first).ok).toBe(true)
  })

  it('type-checks in a worker', slow, async () => {
    const files = templateFiles()
    files['src/broken.ts'] = 'export const n: number = "text"\n'
    const built = await bundleInPool(templateFiles())
    expect(built.ok).toBe(true)
    if (!built.ok) return
    const result = await typeCheckInPool(
      files,
      { lockfile: built.lockfile },
      { changed: ['src/broken.ts'] }
    )
    expect(result.errors).toEqual([
      expect.objectContaining({
        file: 'src/broken.ts',
        line: 1,
        message: expect.stringMatching(/^TS2322:/),
      }),
    ])
  })
})
