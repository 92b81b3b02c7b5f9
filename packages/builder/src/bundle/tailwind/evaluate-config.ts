import { createHash } from 'node:crypto'
import { isBuiltin } from 'node:module'
import { join, posix } from 'node:path'
import { Worker } from 'node:worker_threads'
import { build, type BuildFailure } from 'esbuild'
import type { FileMap } from '../../files/file-map.ts'
import { BUILDER_DIR, builderRequire } from '../builder-dir.ts'
import { KNOWN_PLUGINS } from './known-plugins.ts'

const LIMITS = {
  timeMs: 1000,
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 512 * 1024,
  outputChars: 1_000_000,
}
const SANDBOX_NS = 'kiln-config-sandbox'
/** Where the config believes it lives (\`__dirname\`); no real folder. */
const PROJECT_DIR = '/project'
const DEPRECATED_COLORS = new Set([
  'lightBlue',
  'warmGray',
  'trueGray',
  'coolGray',
  'blueGray',
])

/** A config value the sandbox could not serialise as data (a plugin marker stays). */
export type ConfigError = Error & { configFile: string }

let trustedData: string | undefined
/** Tailwind v3's default theme and palette as plain data for the sandbox. */
function trustedDataSource(): string {
  if (trustedData) return trustedData
  const theme = builderRequire('tailwindcss3/defaultTheme') as Record<
    string,
    unknown
  >
  const colors = builderRequire('tailwindcss3/colors') as Record<
    string,
    unknown
  >
  const palette: Record<string, unknown> = {}
  for (const key of Object.keys(colors)) {
    if (!DEPRECATED_COLORS.has(key)) palette[key] = colors[key]
  }
  trustedData = `const defaultTheme = ${JSON.stringify(theme)}
const colors = ${JSON.stringify(palette)}`
  return trustedData
}

/**
 * Runs in QuickJS: no file system, network, process or timers. Plugins known
 * to Kiln are markers the server swaps for its own copies; `tailwindcss/plugin`
 * plugins run here against a recorder whose calls the server replays.
 */
function sandboxPrelude(): string {
  return `${trustedDataSource()}
const marker = (name) => {
  const f = (options) => ({ __kilnPlugin: name, options })
  f.__kilnPlugin = name
  return f
}
const recorded = (handler, config) => {
  const calls = []
  const api = {}
  for (const fn of ['addBase', 'addComponents', 'addUtilities', 'addVariant']) {
    api[fn] = (...args) => { calls.push([fn, ...args.filter((a) => typeof a !== 'function')]) }
  }
  for (const fn of ['matchUtilities', 'matchComponents', 'matchVariant']) api[fn] = () => {}
  api.theme = () => undefined
  api.config = () => undefined
  api.e = (s) => s
  try { handler(api) } catch (e) { calls.push(['failed', String(e && e.message)]) }
  return { __kilnInline: calls, config }
}
const plugin = (handler, config) => recorded(handler, config)
plugin.withOptions = (make, makeConfig) => (options) =>
  recorded(make(options), makeConfig ? makeConfig(options) : undefined)
// Node's path, string functions only (\`content: [path.join(__dirname, 'src/**/*.tsx')]\`)
const pathModule = (() => {
  const normalize = (p) => {
    const abs = p.startsWith('/')
    const out = []
    for (const s of p.split('/')) {
      if (!s || s === '.') continue
      if (s !== '..') out.push(s)
      else if (out.length && out[out.length - 1] !== '..') out.pop()
      else if (!abs) out.push('..')
    }
    return (abs ? '/' : '') + out.join('/') || (abs ? '/' : '.')
  }
  const join = (...parts) => normalize(parts.filter(Boolean).join('/'))
  const resolve = (...parts) => {
    let p = ''
    for (const part of parts) p = part.startsWith('/') ? part : p ? p + '/' + part : part
    return normalize(p.startsWith('/') ? p : '${PROJECT_DIR}/' + p)
  }
  const trim = (p) => {
    while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1)
    return p
  }
  const dirname = (p) => {
    p = trim(p)
    const i = p.lastIndexOf('/')
    return i < 0 ? '.' : i === 0 ? '/' : p.slice(0, i)
  }
  const basename = (p, ext) => {
    const b = trim(p).split('/').pop() || ''
    return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b
  }
  const extname = (p) => {
    const b = basename(p)
    const i = b.lastIndexOf('.')
    return i > 0 ? b.slice(i) : ''
  }
  const api = { sep: '/', delimiter: ':', normalize, join, resolve, dirname, basename, extname }
  api.posix = api
  api.default = api
  return api
})()
globalThis.__kilnTrusted = {
  path: pathModule,
  ${KNOWN_PLUGINS.map((name) => `${JSON.stringify(name)}: marker(${JSON.stringify(name)})`).join(',\n  ')},
  'tailwindcss/plugin': plugin,
  'tailwindcss/defaultTheme': defaultTheme,
  'tailwindcss/colors': colors,
}
`
}

const TRUSTED_IDS =
  /^(tailwindcss\/(plugin|defaultTheme|colors)(\.js)?|tailwindcss-animate|@tailwindcss\/(typography|forms|aspect-ratio|container-queries))$/

/** Bundles the config with its project imports; known modules read the sandbox's trusted table. */
async function bundleConfig(files: FileMap, path: string): Promise<string> {
  const result = await build({
    entryPoints: [path],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__kilnConfig',
    platform: 'neutral',
    target: 'es2020',
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': '"production"',
      __dirname: JSON.stringify(PROJECT_DIR),
      __filename: JSON.stringify(posix.join(PROJECT_DIR, path)),
    },
    plugins: [
      {
        name: 'kiln-config-files',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point')
              return { path: args.path, namespace: SANDBOX_NS }
            if (/^(node:)?path(\/posix)?$/.test(args.path))
              return { path: 'path', namespace: 'kiln-trusted' }
            const id = args.path.replace(/\.js$/, '')
            if (
              TRUSTED_IDS.test(args.path) ||
              id === 'tailwindcss/defaultTheme'
            )
              return { path: id, namespace: 'kiln-trusted' }
            if (/^tailwindcss(\/types.*)?$/.test(args.path))
              return { path: 'types', namespace: 'kiln-trusted' }
            if (args.path.startsWith('.')) {
              const base = posix.join(posix.dirname(args.importer), args.path)
              const found = ['', '.ts', '.js', '.mjs', '.cjs', '.json']
                .map((e) => base + e)
                .find((p) => files[p] !== undefined)
              if (found) return { path: found, namespace: SANDBOX_NS }
            }
            if (
              !args.path.startsWith('.') &&
              !args.path.startsWith('/') &&
              !isBuiltin(args.path)
            ) {
              // a plugin Kiln does not have (daisyui, tailwind-scrollbar):
              // left out, as if the config did not list it
              return { path: args.path, namespace: 'kiln-unknown' }
            }
            return {
              errors: [
                {
                  text: `A Tailwind config may import only project files and known Tailwind plugins, not '${args.path}'`,
                },
              ],
            }
          })
          b.onLoad({ filter: /.*/, namespace: 'kiln-unknown' }, (args) => ({
            contents: `module.exports = marker(${JSON.stringify(args.path)})`,
            loader: 'js',
          }))
          b.onLoad({ filter: /.*/, namespace: 'kiln-trusted' }, (args) => ({
            contents:
              args.path === 'types'
                ? 'module.exports = {}'
                : `module.exports = globalThis.__kilnTrusted[${JSON.stringify(args.path)}]`,
            loader: 'js',
          }))
          b.onLoad({ filter: /.*/, namespace: SANDBOX_NS }, (args) => {
            const ext = posix.extname(args.path)
            return {
              contents: files[args.path] ?? '',
              loader:
                ext === '.json'
                  ? 'json'
                  : ext === '.ts' || ext === '.mts' || ext === '.cts'
                    ? 'ts'
                    : 'js',
            }
          })
        },
      },
    ],
  })
  return result.outputFiles[0]!.text
}

function fail(file: string, message: string): never {
  throw Object.assign(new Error(`${file}: ${message}`), { configFile: file })
}

/**
 * The sandbox runs in a worker thread of its own: QuickJS stops itself at
 * the deadline and memory limit, and the worker is terminated when it does
 * not (a native call that never returns), so the server never waits longer.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { createRequire } = require('node:module')
const { getQuickJS, shouldInterruptAfterDeadline } = createRequire(workerData.from)('quickjs-emscripten')
getQuickJS().then((quickjs) => {
  const runtime = quickjs.newRuntime()
  runtime.setMemoryLimit(workerData.memoryBytes)
  runtime.setMaxStackSize(workerData.stackBytes)
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + workerData.timeMs))
  const vm = runtime.newContext()
  parentPort.postMessage({ started: true })
  const result = vm.evalCode(workerData.program, workerData.file)
  if (result.error) {
    const error = vm.dump(result.error)
    parentPort.postMessage({ error: typeof error === 'string' ? error : String((error && error.message) || 'failed') })
  } else {
    const text = vm.dump(result.value)
    parentPort.postMessage({ text: typeof text === 'string' && text.length <= workerData.outputChars ? text : null })
  }
})
`

function runSandbox(
  program: string,
  file: string
): Promise<{ text?: string | null; error?: string }> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        ...LIMITS,
        program,
        file,
        from: join(BUILDER_DIR, 'package.json'),
      },
      resourceLimits: {
        maxOldGenerationSizeMb: 64,
        maxYoungGenerationSizeMb: 16,
      },
    })
    let timer: NodeJS.Timeout | undefined
    // the time limit runs from the start of evaluation (starting the worker is slow on a busy machine)
    const limit = (ms: number) => {
      clearTimeout(timer)
      timer = setTimeout(() => done({ error: 'interrupted' }), ms)
    }
    const done = (value: { text?: string | null; error?: string }) => {
      clearTimeout(timer)
      void worker.terminate()
      resolve(value)
    }
    limit(30_000)
    worker.on(
      'message',
      (message: {
        started?: boolean
        text?: string | null
        error?: string
      }) => {
        if (message.started) limit(LIMITS.timeMs + 500)
        else done(message)
      }
    )
    worker.once('error', (error) => done({ error: error.message }))
    worker.once('exit', () => done({ error: 'the sandbox stopped' }))
  })
}

const evaluated = new Map<string, Promise<string>>()
const MAX_EVALUATED = 64

/**
 * Evaluates a model-written `tailwind.config.*` in a QuickJS sandbox with a
 * time, memory and stack limit, and returns it as data: plain values plus
 * `{ __kilnPlugin }` and `{ __kilnInline }` plugin markers. Functions
 * elsewhere in the config are dropped.
 */
export async function evaluateTailwindConfig(
  files: FileMap,
  path: string
): Promise<Record<string, unknown>> {
  let code: string
  try {
    code = await bundleConfig(files, path)
  } catch (error) {
    const failure = error as BuildFailure
    fail(path, failure.errors?.[0]?.text ?? String(error))
  }
  const key = createHash('sha256').update(code).digest('hex')
  let pending = evaluated.get(key)
  if (!pending) {
    pending = evaluateBundled(code, path)
    evaluated.set(key, pending)
    pending.catch(() => evaluated.delete(key))
    while (evaluated.size > MAX_EVALUATED)
      evaluated.delete(evaluated.keys().next().value!)
  }
  // a fresh copy each time: Tailwind may change the object it is given
  return JSON.parse(await pending) as Record<string, unknown>
}

/** The config as JSON text, checked to be an object. */
async function evaluateBundled(code: string, path: string): Promise<string> {
  const program = `${sandboxPrelude()}
${code}
const exported = __kilnConfig && __kilnConfig.__esModule ? __kilnConfig.default : __kilnConfig
JSON.stringify(exported, (key, value) => {
  if (typeof value === 'function') return value.__kilnPlugin ? { __kilnPlugin: value.__kilnPlugin } : undefined
  if (value instanceof RegExp) return undefined
  return value
})`
  const result = await runSandbox(program, path)
  if (result.error !== undefined) {
    const message = result.error
    if (/interrupted/i.test(message))
      fail(path, `took longer than ${LIMITS.timeMs} ms to evaluate`)
    if (/out of memory|memory limit/i.test(message))
      fail(path, 'used too much memory')
    fail(path, `could not be evaluated: ${message}`)
  }
  if (typeof result.text !== 'string')
    fail(path, 'did not export a config object')
  const config = JSON.parse(result.text) as unknown
  if (!config || typeof config !== 'object' || Array.isArray(config))
    fail(path, 'did not export a config object')
  return result.text
}
