import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { BuildError } from '../bundle/build-error.ts'
import type { BundleOptions, BundleResult } from '../bundle/bundle-project.ts'
import type { PackageSource } from '../bundle/package-source.ts'
import { noCode, type CodeRules } from '../code-rules/code-rules.ts'
import type { FileMap } from '../files/file-map.ts'
import type { ImportOutcome } from '../import/import-files.ts'
import type { Lockfile } from '../packages/lockfile.ts'
import type { TypeCheckResult } from '../typecheck/type-check.ts'
import type { PoolTask } from './pool-task.ts'
import { pooledOptions, specOf } from './source-from-spec.ts'

export type BuildPoolSettings = {
  /** Worker threads; each runs one task at a time. */
  threads: number
  /** A task running longer is stopped (its worker is terminated and replaced). */
  timeLimitMs: number
  /** A worker's JavaScript heap; a task that needs more is stopped. */
  memoryLimitMb: number
}

export const DEFAULT_BUILD_POOL: BuildPoolSettings = {
  threads: Math.max(1, availableParallelism() - 1),
  timeLimitMs: 60_000,
  memoryLimitMb: 1536,
}

/**
 * The worker file: next to this one in the source (a loader for the
 * TypeScript), next to the server's bundle in its build (the tasks bundled).
 */
const WORKER_FILE = new URL('./build-pool-worker.mjs', import.meta.url).href

/** One worker thread and the tasks waiting for it, run one at a time. */
type Lane = { pool: Piscina; tail: Promise<unknown>; waiting: number }

let settings = { ...DEFAULT_BUILD_POOL }
let lanes: Lane[] | null = null

/** Tasks that run at once on the side lane. */
const SIDE_CONCURRENCY = 4
/**
 * The side lane, one more thread of the same worker, for tasks that must
 * not wait behind builds: Git operations (which wait on a remote for most
 * of their time) and the short analysis a data API request waits for.
 */
let sideLane: Piscina | null = null

const taskCounts: Record<PoolTask['kind'], number> = {
  bundle: 0,
  'type-check': 0,
  'unpack-zip': 0,
  'code-rules': 0,
  git: 0,
}
/** Tasks handed to a worker since the process started, by kind (what left this thread). */
export const poolTaskCounts = (): Readonly<typeof taskCounts> => ({
  ...taskCounts,
})

/** A build stopped by one of the pool's limits. */
class PoolLimitError extends Error {}

function createLanes(): Lane[] {
  return Array.from({ length: settings.threads }, () => ({
    pool: new Piscina({
      filename: WORKER_FILE,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Infinity,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb },
    }),
    tail: Promise.resolve(),
    waiting: 0,
  }))
}

/** Ends the pool's workers after the tasks already given to them (the next task starts a new pool). */
export async function closeBuildPool(): Promise<void> {
  const old = lanes
  const oldSide = sideLane
  lanes = null
  sideLane = null
  await Promise.all([
    ...(old ?? []).map((lane) => lane.tail.then(() => lane.pool.destroy())),
    oldSide?.close(),
  ])
}

/** Sets the pool's size and limits (from the server's settings); a changed pool is made again. */
export function configureBuildPool(next: Partial<BuildPoolSettings>): void {
  const merged = { ...settings, ...next }
  const resized =
    merged.threads !== settings.threads ||
    merged.memoryLimitMb !== settings.memoryLimitMb
  settings = merged
  if (resized) void closeBuildPool()
}

/** Starts the workers now (they load the bundler), not at the first build. */
export function startBuildPool(): void {
  lanes ??= createLanes()
}

/** A project's builds go to one worker (its esbuild context, Tailwind setup and checkers stay warm there). */
function laneFor(scope: string | undefined): Lane {
  lanes ??= createLanes()
  if (scope === undefined)
    return lanes.reduce((a, b) => (b.waiting < a.waiting ? b : a))
  let hash = 0
  for (let i = 0; i < scope.length; i++)
    hash = (hash * 31 + scope.charCodeAt(i)) >>> 0
  return lanes[hash % lanes.length]!
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

/** Runs a task in a worker once the lane is free; its time limit starts then. */
function runTask<T>(
  task: PoolTask,
  what: string,
  scope: string | undefined,
  signal: AbortSignal | undefined
): Promise<T> {
  const lane = laneFor(scope)
  const { timeLimitMs, memoryLimitMb } = settings
  lane.waiting++
  const run = lane.tail.then(async () => {
    lane.waiting--
    signal?.throwIfAborted()
    const limit = AbortSignal.timeout(timeLimitMs)
    taskCounts[task.kind]++
    try {
      return (await lane.pool.run(task, {
        signal: signal ? AbortSignal.any([signal, limit]) : limit,
      })) as T
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (limit.aborted) {
        throw new PoolLimitError(
          `${what} took longer than ${seconds(timeLimitMs)} s and was stopped.`
        )
      }
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new PoolLimitError(
          `${what} needed more than ${memoryLimitMb} MB of memory and was stopped.`
        )
      }
      throw error
    }
  })
  lane.tail = run.catch(() => {})
  if (!signal) return run
  // a task given up while it waits for the lane ends now, not at its turn
  const abandoned = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), {
      once: true,
    })
  })
  abandoned.catch(() => {})
  return Promise.race([run, abandoned])
}

const limitError = (message: string): BuildError => ({
  file: null,
  line: null,
  column: null,
  message,
})

/**
 * bundleProject in a build worker: esbuild's plugins, Tailwind and the
 * package store's work never hold up this thread. A build over the time or
 * memory limit fails with an error that says so; `signal` stops it.
 */
export async function bundleInPool(
  files: FileMap,
  options: BundleOptions = {},
  signal?: AbortSignal
): Promise<BundleResult> {
  const started = performance.now()
  try {
    return await runTask<BundleResult>(
      {
        kind: 'bundle',
        files: Object.entries(files),
        options: pooledOptions(options),
      },
      'The build',
      options.cacheScope,
      signal
    )
  } catch (error) {
    if (!(error instanceof PoolLimitError)) throw error
    return {
      ok: false,
      assets: [],
      errors: [limitError(error.message)],
      durationMs: performance.now() - started,
    }
  }
}

/** typeCheckProject in a build worker (the checkers stay warm there), with the same limits. */
export async function typeCheckInPool(
  files: FileMap,
  packages: { lockfile: Lockfile | null; source?: PackageSource },
  options: {
    changed?: readonly string[]
    cacheScope?: string
    signal?: AbortSignal
  } = {}
): Promise<TypeCheckResult> {
  const started = performance.now()
  try {
    return await runTask<TypeCheckResult>(
      {
        kind: 'type-check',
        files: Object.entries(files),
        lockfile: packages.lockfile,
        packages: specOf(packages.source),
        ...(options.changed ? { changed: [...options.changed] } : {}),
      },
      'The type check',
      options.cacheScope,
      options.signal
    )
  } catch (error) {
    if (!(error instanceof PoolLimitError)) throw error
    return {
      errors: [limitError(error.message)],
      total: 1,
      durationMs: performance.now() - started,
    }
  }
}

/**
 * A task on the side lane, stopped (its worker replaced, with the tasks it
 * ran alongside) past `timeLimitMs`; a `port` in the task is transferred.
 */
async function runSideTask<T>(
  task: Extract<PoolTask, { kind: 'git' | 'code-rules' }>,
  what: string,
  timeLimitMs: number
): Promise<T> {
  sideLane ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: SIDE_CONCURRENCY,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb },
  })
  taskCounts[task.kind]++
  const limit = AbortSignal.timeout(timeLimitMs)
  try {
    return (await sideLane.run(task, {
      signal: limit,
      ...(task.kind === 'git' && task.port
        ? { transferList: [task.port] }
        : {}),
    })) as T
  } catch (error) {
    if (limit.aborted)
      throw new PoolLimitError(
        `${what} took longer than ${seconds(timeLimitMs)} s and was stopped.`
      )
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new PoolLimitError(
        `${what} needed more than ${settings.memoryLimitMb} MB of memory and was stopped.`
      )
    throw error
  }
}

/** A Git operation on the side lane; its `port` carries its HTTP requests to this thread. */
export const runGitTask = <T>(
  task: Extract<PoolTask, { kind: 'git' }>,
  timeLimitMs: number
) => runSideTask<T>(task, 'The Git operation', timeLimitMs)

/**
 * readCodeRules in a worker (the side lane: a data API request waits for
 * it, never behind builds): TypeScript's parse of the app's files and the
 * esbuild analysis of its module graph never hold up the thread that
 * answers requests. Code that cannot be read (over the pool's limits) gets
 * the sign-in defaults, as unreadable code does.
 */
export async function readCodeRulesInPool(
  files: Readonly<Record<string, string>>
): Promise<CodeRules> {
  try {
    return await runSideTask<CodeRules>(
      { kind: 'code-rules', files: Object.entries(files) },
      'Reading the app',
      settings.timeLimitMs
    )
  } catch (error) {
    if (!(error instanceof PoolLimitError)) throw error
    return noCode(true)
  }
}

export { PoolLimitError }

/**
 * unpackZip in a build worker: inflating an upload of up to
 * IMPORT_LIMITS.maxArchiveBytes never holds up the thread that answers
 * requests. Over the pool's time or memory limit it is refused (413).
 */
export async function unpackZipInPool(
  zip: Uint8Array,
  signal?: AbortSignal
): Promise<ImportOutcome> {
  try {
    return await runTask<ImportOutcome>(
      { kind: 'unpack-zip', zip },
      'Unpacking the archive',
      undefined,
      signal
    )
  } catch (error) {
    if (!(error instanceof PoolLimitError)) throw error
    return { ok: false, problem: { status: 413, message: error.message } }
  }
}
