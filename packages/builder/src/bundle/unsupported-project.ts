import type { FileMap } from '../files/file-map.ts'
import { isTemplateCopy } from '../template/template-files.ts'
import type { BuildError } from './build-error.ts'
import { htmlEntries } from './render-html.ts'

/** Frameworks with their own build and server: a package that marks a project as one. */
const FRAMEWORKS: [pkg: string, name: string][] = [
  ['next', 'Next.js'],
  ['nuxt', 'Nuxt'],
  ['@remix-run/react', 'Remix'],
  ['@sveltejs/kit', 'SvelteKit'],
  ['@angular/core', 'Angular'],
  ['astro', 'Astro'],
  ['gatsby', 'Gatsby'],
  ['expo', 'Expo'],
]
const NEXT_CONFIG = /^next\.config\.(js|mjs|cjs|ts|mts)$/

function declared(files: FileMap): Set<string> {
  try {
    const pkg = JSON.parse(files['package.json'] ?? '{}') as Record<
      string,
      unknown
    >
    const names = new Set<string>()
    for (const field of ['dependencies', 'devDependencies']) {
      const deps = pkg[field]
      if (deps && typeof deps === 'object')
        for (const name of Object.keys(deps)) names.add(name)
    }
    return names
  } catch {
    return new Set()
  }
}

const untouched = (files: FileMap, path: string) =>
  files[path] === undefined || isTemplateCopy(path, files[path])

/** The template's entry would render the template's own page. */
const servesPlaceholder = (files: FileMap) =>
  untouched(files, 'src/App.tsx') && untouched(files, 'src/pages/Index.tsx')

const problem = (message: string, file: string | null = null): BuildError => ({
  file,
  line: null,
  column: null,
  message,
})

/**
 * Why a project cannot be previewed although it still holds the template's
 * entry: the template's placeholder page ("Your app starts here") is never
 * served for a project whose own files replaced it. Null when the entry is
 * the project's own (the usual case: one string comparison).
 */
export function unsupportedProject(
  files: FileMap,
  entry: string | undefined
): BuildError | null {
  if (entry !== undefined && !isTemplateCopy(entry, files[entry]!)) return null
  if (!servesPlaceholder(files)) return null
  const deps = declared(files)
  const nextConfig = Object.keys(files).some((p) => NEXT_CONFIG.test(p))
  const framework = nextConfig
    ? 'Next.js'
    : FRAMEWORKS.find(([pkg]) => deps.has(pkg))?.[1]
  if (framework) {
    return problem(
      `This is a ${framework} project: Kiln previews Vite + React apps only, so it cannot show this one.`,
      nextConfig ? null : 'package.json'
    )
  }
  const html = files['index.html']
  if (html !== undefined && !isTemplateCopy('index.html', html)) {
    const missing = htmlEntries(html).filter((p) => files[p] === undefined)
    if (missing.length > 0 && htmlEntries(html).length === missing.length) {
      return problem(
        `index.html loads /${missing[0]}, which is not in the project: write that file or point index.html's <script type="module"> at the app's entry`,
        'index.html'
      )
    }
  }
  return null
}
