import { posix } from 'node:path'
import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import { applyAlias, type Alias } from '../project-aliases.ts'
import { isAssetFile, type EmitAsset } from '../project-assets.ts'

const URL_REF = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g

/**
 * The project's stylesheets with their `url()`s of project files (images,
 * fonts) resolved as Vite resolves them: relative to the stylesheet, or
 * through an alias (`@/assets/hero.png`), emitted as hashed assets and
 * pointed at from the built stylesheet, which sits beside them in assets/.
 * Root paths (`/hero.png`, served from public/), data: and other sites'
 * addresses stay as written; a file that is not there is named in a warning.
 */
export function resolveCssUrls(
  files: FileMap,
  aliases: Alias[],
  emit: EmitAsset,
  warnings: string[]
): FileMap {
  let out: FileMap | undefined
  for (const [path, css] of Object.entries(files)) {
    if (!/\.(css|scss|sass|less)$/.test(path) || path.startsWith('public/'))
      continue
    if (!css.includes('url(')) continue
    out ??= fileMapFrom(files)
    out[path] = css.replace(URL_REF, (ref, _quote, spec: string) => {
      const target = projectPath(path, spec, aliases)
      if (target === null || !isAssetFile(target.file)) return ref
      const value = files[target.file]
      if (value === undefined) {
        warnings.push(
          `${path}: ${spec} is not in the project, so the stylesheet's url() is left as written`
        )
        return ref
      }
      const emitted = emit(target.file, value)
      return `url("./${posix.basename(emitted)}${target.suffix}")`
    })
  }
  // most builds have no url() to resolve: their files are used as they are
  return out ?? files
}

function projectPath(from: string, spec: string, aliases: Alias[]) {
  if (/^[/#~]/.test(spec)) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(spec)) return null
  const cut = spec.search(/[?#]/)
  const bare = cut < 0 ? spec : spec.slice(0, cut)
  const suffix = cut < 0 ? '' : spec.slice(cut)
  const aliased = applyAlias(aliases, bare)
  const file = posix.normalize(aliased ?? posix.join(posix.dirname(from), bare))
  if (file.startsWith('..')) return null
  return { file, suffix }
}
