import { posix } from 'node:path'
import type { FileMap } from '../files/file-map.ts'
import { globRegExp } from './import-meta-glob.ts'

/** `import(`./locales/${lang}.json`)`: a relative template path with at least one `${}`. */
const CALL = /\bimport\(\s*`(\.{1,2}\/[^`]*?\$\{[^`]*)`\s*\)/g
const HELPER = '__kilnImportVar'
/** Glob characters that may stand in a project path; escaped so only `${}` matches freely. */
const GLOB_CHARS = /[*?{}[\]]/g

/**
 * Vite's dynamic imports with variables (@rollup/plugin-dynamic-import-vars):
 * the template's `${}` parts become `*` (one path segment each), and the call
 * loads whichever of the project files that pattern matches the path names
 * at run time; any other path rejects, as in Vite. Paths that do not start
 * with `./` or `../` are left as written.
 */
export function expandDynamicImportVars(
  source: string,
  importer: string,
  files: FileMap
): string {
  if (!source.includes('import(') || !source.includes('${')) return source
  const dir = posix.dirname(importer)
  let used = false
  const body = source.replace(CALL, (call, template: string) => {
    const parts = template.split(/\$\{[^}]*\}/)
    parts[parts.length - 1] = parts.at(-1)!.split(/[?#]/)[0]!
    const glob = parts.map((part) => part.replace(GLOB_CHARS, '?')).join('*')
    const pattern = globRegExp(posix.join(dir, glob))
    const entries = Object.keys(files)
      .sort()
      .filter((path) => path !== importer && pattern.test(path))
      .map((path) => {
        const rel = posix.relative(dir, path)
        const key = rel.startsWith('.') ? rel : `./${rel}`
        return `${JSON.stringify(key)}: () => import(${JSON.stringify(`/${path}`)})`
      })
    if (entries.length === 0) return call
    used = true
    return `${HELPER}({${entries.join(', ')}}, \`${template}\`)`
  })
  if (!used) return source
  return `const ${HELPER} = (map, key) => map[key] ? map[key]() : Promise.reject(new Error("Unknown variable dynamic import: " + key));\n${body}`
}
