import type { FileMap } from '../files/file-map.ts'
import type { AppBuildInput } from './app-files-plugin.ts'
import { candidatesOverLimit } from './build-limits.ts'
import { createAssetEmitter } from './project-assets.ts'
import { compileTailwind } from './tailwind/compile-tailwind.ts'
import { resolveCssUrls } from './tailwind/css-urls.ts'

/** What a project's last build gave Tailwind, and how many plugin calls its app layer made. */
type LastStyles = { css: string; calls: number }

const MAX_SCOPES = 64
const last = new Map<string, LastStyles>()

/** Remembers a successful build's stylesheet input for the project's next build. */
export function rememberStyles(scope: string, css: string, calls: number) {
  last.delete(scope)
  last.set(scope, { css, calls })
  while (last.size > MAX_SCOPES) last.delete(last.keys().next().value!)
}

/**
 * A follow-up's stylesheet, compiled while esbuild links the app layer: its
 * stylesheet input is the project's last one until the app layer says which
 * CSS files it imports, and a follow-up seldom changes them. Starts once the
 * app layer has made as many plugin calls as last time; `take` gives the
 * result only for the very input the build then has (else the build
 * compiles as it would have), and never one that needed a package's
 * stylesheet (those are read through this build's lockfile).
 */
export function compileStylesEarly(
  scope: string | undefined,
  input: AppBuildInput,
  candidates: string[]
): { take: (css: string) => Promise<string | null> } {
  const previous = scope === undefined ? undefined : last.get(scope)
  // a build over the limit fails before compiling anything
  if (!previous || candidatesOverLimit(candidates.length))
    return { take: async () => null }
  let early: Promise<string> | null = null
  let taken = false
  input.calls.expected = previous.calls
  input.calls.reached = () => {
    if (taken) return
    // emits and warnings of this copy are dropped: the build resolves the
    // stylesheets' url()s again, in its own order
    const files: FileMap = resolveCssUrls(
      input.files,
      input.aliases,
      createAssetEmitter().emit,
      []
    )
    early = compileTailwind({
      css: previous.css,
      files,
      candidates,
      cacheScope: scope,
    })
    early.catch(() => {})
  }
  return {
    take: async (css) => {
      taken = true
      return early !== null && css === previous.css
        ? (early as Promise<string>).catch(() => null)
        : null
    },
  }
}
