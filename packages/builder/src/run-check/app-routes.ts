import type { FileMap } from '../files/file-map.ts'

/** Routes the run check opens per version, the root included. */
export const MAX_CHECKED_ROUTES = 5

const SOURCE = /\.(tsx|ts|jsx|js)$/
/** `<Route path="/about"`, `<Route index element=… path='x'` */
const ROUTE_ELEMENT =
  /<Route\b[^>]*?\bpath\s*=\s*(?:\{\s*)?["'`]([^"'`]*)["'`]/g
/** `{ path: '/about', element: … }` in createBrowserRouter / useRoutes objects. */
const ROUTE_OBJECT = /\bpath\s*:\s*["'`]([^"'`]*)["'`]/g
/** In-app links: `<Link to="/pricing">`, `<NavLink to='/x'>`, `navigate('/x')`. */
const LINK_TARGET =
  /(?:<(?:Link|NavLink|Navigate)\b[^>]*?\bto\s*=\s*(?:\{\s*)?|\bnavigate\(\s*)["'`](\/[^"'`]*)["'`](?!\s*\+)/g
const ROUTER_IMPORT = /from\s+["']react-router(?:-dom)?["']/
const HASH_ROUTER = /\b(?:HashRouter|createHashRouter)\b/

/** A path the check can open as it is: no parameters, no splat. */
function staticPath(raw: string): string | null {
  const path = raw.trim()
  if (path.includes(':') || path.includes('*') || path.includes('?'))
    return null
  if (/[^\w\-./~]/.test(path)) return null
  const absolute = `/${path.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/')
  return absolute.length > 1 ? absolute.replace(/\/$/, '') : absolute
}

/**
 * The routes the app declares (react-router `<Route path>`s and route
 * objects in files that import react-router), root first, then the paths
 * its own links lead to (a link to a route that does not exist shows the
 * not-found page), at most `max` in all. Routes with parameters or splats
 * are left out: the check cannot guess an id. Nested relative paths are
 * read as top-level ones.
 */
export function appRoutes(
  files: FileMap,
  max = MAX_CHECKED_ROUTES
): { paths: string[]; hash: boolean } {
  const paths = new Set<string>(['/'])
  const linked = new Set<string>()
  let hash = false
  for (const [file, text] of Object.entries(files).sort(([a], [b]) =>
    a.localeCompare(b)
  )) {
    if (!file.startsWith('src/') || !SOURCE.test(file)) continue
    if (!ROUTER_IMPORT.test(text)) continue
    if (HASH_ROUTER.test(text)) hash = true
    for (const pattern of [ROUTE_ELEMENT, ROUTE_OBJECT]) {
      for (const match of text.matchAll(pattern)) {
        const path = staticPath(match[1] ?? '')
        if (path) paths.add(path)
      }
    }
    for (const match of text.matchAll(LINK_TARGET)) {
      const path = staticPath((match[1] ?? '').split('#')[0] ?? '')
      if (path) linked.add(path)
    }
  }
  return { paths: [...new Set([...paths, ...linked])].slice(0, max), hash }
}

/** The URL path that opens `route` under the app's router. */
export const routeUrl = (route: string, hash: boolean) =>
  hash && route !== '/' ? `/#${route}` : route
