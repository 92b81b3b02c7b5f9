import { posix } from 'node:path'
import { applyAlias, type Alias } from '../project-aliases.ts'

const IMPORT =
  /(@import\s+)(?:url\(\s*(["']?)([^"')\s]+)\2\s*\)|(["'])([^"']+)\4)/g

/**
 * A project stylesheet's `@import`s of other project files, made
 * root-relative (`/src/styles/fonts.css`): the app's stylesheets are
 * compiled as one, so `./fonts.css` in src/styles/globals.css must not be
 * looked for next to another file. Aliases (`@/styles/x.css`) resolve as
 * Vite resolves them in CSS.
 */
export function rootRelativeImports(
  path: string,
  css: string,
  aliases: Alias[]
): string {
  return css.replace(
    IMPORT,
    (rule, at: string, _q1, urlSpec?: string, _q2?: string, spec?: string) => {
      const id = urlSpec ?? spec ?? ''
      let target: string | null = null
      if (id.startsWith('./') || id.startsWith('../'))
        target = posix.join(posix.dirname(path), id)
      else if (!id.startsWith('/') && !/^[a-z]+:|^\/\//i.test(id))
        target = applyAlias(aliases, id)
      if (target === null || target.startsWith('..')) return rule
      return `${at}"/${posix.normalize(target)}"`
    }
  )
}
