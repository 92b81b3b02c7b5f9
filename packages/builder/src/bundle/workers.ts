import { posix } from 'node:path'
import { build } from 'esbuild'
import type { FileMap } from '../files/file-map.ts'
import { APP_COMPILE_OPTIONS } from './app-build.ts'
import { appBuildInput, appFilesPlugin, findFile } from './app-files-plugin.ts'
import type { EmitAsset } from './project-assets.ts'

/** `new Worker(new URL('./x.ts', import.meta.url), { type: 'module' })`, SharedWorker too. */
const WORKER =
  /new\s+(?:Shared)?Worker\(\s*new\s+URL\(\s*(['"`])(\.{1,2}\/[^'"`$\n]+)\1\s*,\s*import\.meta\.url\s*\)\s*(,\s*\{[^}]*\})?/g
/** `import MyWorker from './x.ts?worker'` (Vite's classic-script default). */
const WORKER_IMPORT =
  /\bfrom\s+(['"])(\.{1,2}\/[^'"?]+)\?(?:shared)?worker(?:&[^'"]*)?\1/g
const SOURCE = /\.(m?[jt]sx?)$/
/** Worker scripts bundled for one build: each is a build of its own. */
const MAX_WORKERS = 8

/**
 * Vite's workers: each script a project starts with `new Worker(new URL(…,
 * import.meta.url))` or imports with `?worker` is bundled with its imports
 * into a file of the app (an ES module for `type: 'module'`, else a
 * classic script). Returns the
 * project path of each worker and the emitted file's name, for the app's
 * URL to point at. A package a worker imports is not in its scope (the
 * dependency layer is the page's), so only the app's own code is bundled.
 */
export async function buildWorkers(
  files: FileMap,
  emit: EmitAsset,
  options: { minify: boolean; define: Record<string, string> }
): Promise<Map<string, string>> {
  const workers = new Map<string, boolean>()
  for (const [path, text] of Object.entries(files)) {
    if (!SOURCE.test(path) || !text.includes('Worker(')) continue
    const found = [
      ...[...text.matchAll(WORKER)].map((m) => ({
        spec: m[2]!,
        module: /type\s*:\s*['"]module['"]/.test(m[3] ?? ''),
      })),
      ...[...text.matchAll(WORKER_IMPORT)].map((m) => ({
        spec: m[2]!,
        module: false,
      })),
    ]
    for (const { spec, module } of found) {
      const target = findFile(files, posix.join(posix.dirname(path), spec))
      if (!target || !SOURCE.test(target) || workers.has(target)) continue
      if (workers.size >= MAX_WORKERS) break
      workers.set(target, module)
    }
  }
  const out = new Map<string, string>()
  for (const [path, module] of workers) {
    const input = appBuildInput(files, emit)
    const result = await build({
      ...APP_COMPILE_OPTIONS,
      entryPoints: [path],
      format: module ? 'esm' : 'iife',
      minify: options.minify,
      define: options.define,
      plugins: [appFilesPlugin(() => input)],
    })
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text
    const name = emit(path.replace(SOURCE, '.js'), js ?? '')
    out.set(path, posix.basename(name))
  }
  return out
}
