import { posix } from 'node:path'
import type { FileMap } from '../files/file-map.ts'
import { applyAlias, type Alias } from './project-aliases.ts'
import type { EmitAsset } from './project-assets.ts'

const NEW_URL =
  /new\s+URL\(\s*(['"`])([^'"`$\n]+)\1\s*,\s*import\.meta\.url\s*\)/g
/** Code is bundled, not copied: a script that is not a bundled worker stays as written. */
const CODE = /\.(m?[jt]sx?|cjs)$/

/**
 * Vite's `new URL('./x.png', import.meta.url)`: a project file it names
 * (relative to the importer, root-relative or through an alias) is emitted
 * as an asset and the URL points at it, a worker script at its bundle; the
 * built script sits beside its assets. Anything else stays as written, as
 * Vite leaves it.
 */
export function rewriteImportMetaUrls(
  source: string,
  importer: string,
  files: FileMap,
  aliases: Alias[],
  emit: EmitAsset,
  workers: ReadonlyMap<string, string> = new Map()
): string {
  if (!source.includes('import.meta.url')) return source
  return source.replace(NEW_URL, (call, _quote, spec: string) => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(spec)) return call
    const cut = spec.search(/[?#]/)
    const bare = cut < 0 ? spec : spec.slice(0, cut)
    const suffix = cut < 0 ? '' : spec.slice(cut)
    const target = bare.startsWith('.')
      ? posix.join(posix.dirname(importer), bare)
      : bare.startsWith('/')
        ? posix.normalize(bare.slice(1))
        : applyAlias(aliases, bare)
    const worker = target === null ? undefined : workers.get(target)
    if (worker)
      return `new URL(${JSON.stringify(`./${worker}`)}, import.meta.url)`
    if (target?.startsWith('..') || (target && CODE.test(target))) return call
    // a root path of public/ is served as it is
    const file = target !== null && files[target] !== undefined ? target : null
    if (!file) return call
    const name = posix.basename(emit(file, files[file]!))
    return `new URL(${JSON.stringify(`./${name}${suffix}`)}, import.meta.url)`
  })
}
