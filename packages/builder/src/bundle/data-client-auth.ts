import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { createFileMap, type FileMap } from '../files/file-map.ts'
import { APP_COMPILE_OPTIONS } from './app-build.ts'
import { appBuildInput, appFilesPlugin, NS } from './app-files-plugin.ts'
import { APP_RUNTIME_DIR, DATA_CLIENT_ENTRY } from './builder-dir.ts'
import { entryOf } from './bundle-project.ts'
import { createAssetEmitter } from './project-assets.ts'

const PROBE = '__kilnAuthProbe'
const REAL = 'kiln-auth-probe:real-data-client'
const SOURCE = /\.(?:[cm]?[jt]sx?)$/
/** The data API's end-user auth paths: a copy of the client in the project calls them too. */
const AUTH_PATH = 'data/auth/v1'

let authNames: string[] | undefined
/** The value exports of the data client's auth file (signUp, signIn, signOut, currentUser, …). */
const authFunctions = () =>
  (authNames ??= [
    ...readFileSync(join(APP_RUNTIME_DIR, 'kiln-auth.ts'), 'utf8').matchAll(
      /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm
    ),
  ].map((m) => m[1]!))

/**
 * `@kiln/data` as the bundle resolves it, with each auth function replaced
 * by one that names itself: after tree shaking, a marker is left in the
 * output exactly when some module the app runs can reach an auth function
 * (a named import, a re-export through the app's files, a namespace object
 * that escapes, `export *`, a dynamic `import()` or `require`).
 */
function authProbePlugin(): Plugin {
  const filter = new RegExp(
    `^${DATA_CLIENT_ENTRY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
  )
  return {
    name: 'kiln-auth-probe',
    setup(build) {
      // only from the probe module itself: an app importing this name fails as in the bundle
      build.onResolve(
        { filter: /^kiln-auth-probe:real-data-client$/ },
        (args) =>
          args.importer === DATA_CLIENT_ENTRY
            ? { path: DATA_CLIENT_ENTRY, suffix: '?real' }
            : undefined
      )
      build.onLoad({ filter }, (args) => {
        if (args.suffix === '?real') return undefined
        const markers = authFunctions().map(
          (name) =>
            `export function ${name}() { return globalThis.${PROBE}(${JSON.stringify(name)}) }`
        )
        return {
          contents: [`export * from '${REAL}'`, ...markers].join('\n'),
          loader: 'js',
          resolveDir: APP_RUNTIME_DIR,
        }
      })
    },
  }
}

/** Source files outside node_modules: the entries when the project names none. */
const sourcePaths = (files: FileMap) =>
  Object.keys(files).filter(
    (p) => SOURCE.test(p) && !p.includes('node_modules/')
  )

/**
 * Whether the app reaches the end-user auth functions of `@kiln/data`,
 * decided on the module graph the bundler resolves (the same resolution as
 * the preview bundle: aliases, `baseUrl`s, index files), not on the text of
 * one import line. What cannot be decided counts as sign-in: a build that
 * fails, a namespace object of the client that escapes (destructured,
 * passed on, `export *` from an entry), `import('@kiln/data')`, `require`.
 * A project file the app runs that calls the auth paths itself (its own copy
 * of the client) counts too. Without an entry (index.html's or the usual
 * `src/main.tsx`), every source file is an entry.
 */
export async function usesDataClientAuth(
  projectFiles: FileMap
): Promise<boolean> {
  const files = createFileMap()
  for (const [path, text] of Object.entries(projectFiles)) files[path] = text
  const entry = entryOf(files)
  const entryPoints = entry ? [entry] : sourcePaths(files)
  if (entryPoints.length === 0) return false
  const input = appBuildInput(files, createAssetEmitter().emit)
  try {
    const result = await build({
      ...APP_COMPILE_OPTIONS,
      entryPoints,
      minify: false,
      treeShaking: true,
      plugins: [authProbePlugin(), appFilesPlugin(() => input)],
    })
    if (result.outputFiles.some((f) => f.text.includes(`${PROBE}(`)))
      return true
    return Object.keys(result.metafile.inputs).some((key) => {
      if (!key.startsWith(`${NS}:`)) return false
      return files[key.slice(NS.length + 1)]?.includes(AUTH_PATH) ?? false
    })
  } catch {
    return true
  }
}
