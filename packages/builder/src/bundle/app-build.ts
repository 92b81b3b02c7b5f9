import {
  build,
  context,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
} from 'esbuild'
import { appFilesPlugin, type AppBuildInput } from './app-files-plugin.ts'

/**
 * How the app's own code is compiled, alike for the preview bundle and for
 * the analyses that bundle it again (usesDataClientAuth).
 */
export const APP_COMPILE_OPTIONS = {
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  jsx: 'automatic',
  outdir: 'out',
  logLevel: 'silent',
} as const satisfies BuildOptions

export type AppLayerOptions = Omit<BuildOptions, 'plugins' | 'incremental'> & {
  metafile: true
  write: false
}
type AppLayerResult = BuildResult<AppLayerOptions>

/** One project's esbuild context: later builds re-parse only the files that changed. */
type Scoped = {
  key: string
  ctx: Promise<BuildContext<AppLayerOptions>>
  input: AppBuildInput | null
  queue: Promise<unknown>
  idle?: NodeJS.Timeout
}

const MAX_CONTEXTS = 16
/** A context left unused this long is disposed (it holds the esbuild service open). */
const IDLE_MS = 60_000
const scoped = new Map<string, Scoped>()

function dispose(scope: string) {
  const entry = scoped.get(scope)
  if (!entry) return
  scoped.delete(scope)
  clearTimeout(entry.idle)
  // after the builds already queued on it
  void entry.queue
    .then(() => entry.ctx)
    .then((ctx) => ctx.dispose())
    .catch(() => {})
}

/** Disposes every cached context (a process that is about to end). */
export function disposeAppContexts(): void {
  for (const scope of [...scoped.keys()]) dispose(scope)
}

function contextFor(scope: string, options: AppLayerOptions): Scoped {
  const key = JSON.stringify(options)
  const hit = scoped.get(scope)
  if (hit && hit.key === key) {
    scoped.delete(scope)
    scoped.set(scope, hit)
    return hit
  }
  if (hit) dispose(scope)
  const entry: Scoped = {
    key,
    input: null,
    queue: Promise.resolve(),
    ctx: context({
      ...options,
      plugins: [
        appFilesPlugin(() => {
          if (!entry.input) throw new Error('No build is running')
          return entry.input
        }),
      ],
    }),
  }
  entry.ctx.catch(() => scoped.delete(scope))
  scoped.set(scope, entry)
  while (scoped.size > MAX_CONTEXTS) dispose(scoped.keys().next().value!)
  return entry
}

/**
 * Builds the app layer. With a scope (one per project), the esbuild context
 * is kept between builds, so a follow-up that changes one component parses
 * one file again; builds of one scope run one at a time.
 */
export function buildAppLayer(
  options: AppLayerOptions,
  input: AppBuildInput,
  scope?: string
): Promise<AppLayerResult> {
  if (scope === undefined)
    return build({ ...options, plugins: [appFilesPlugin(() => input)] })
  const entry = contextFor(scope, options)
  clearTimeout(entry.idle)
  const run = entry.queue.then(async () => {
    entry.input = input
    try {
      return await (await entry.ctx).rebuild()
    } finally {
      entry.input = null
    }
  })
  entry.queue = run.catch(() => {})
  void entry.queue.then(() => {
    if (scoped.get(scope) !== entry) return
    clearTimeout(entry.idle)
    entry.idle = setTimeout(() => dispose(scope), IDLE_MS)
    entry.idle.unref()
  })
  return run
}
