const TITLE = /<title>([^<]*)<\/title>/i
const HEAD = /<head[^>]*>([\s\S]*?)<\/head>/i
const BODY = /<body([^>]*)>([\s\S]*?)<\/body>/i
const HTML_TAG = /<html\b([^>]*)>/i
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HANDLER_ATTR = /\son\w+\s*=\s*("[^"]*"|'[^']*'|\S+)/gi
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc=["'](?:\.?\/)?([^"'?]+)["'][^>]*>/gi
const STYLESHEET_LINK = /<link\b[^>]*>/gi
const HEAD_TAG = /<(meta|link)\b[^>]*>|<style\b[^>]*>[\s\S]*?<\/style\s*>/gi
const ATTR = (name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i')

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** The <title> of the project's own index.html, entities decoded. */
export function titleOf(indexHtml: string | undefined): string {
  const match = indexHtml ? TITLE.exec(indexHtml) : null
  const raw = match?.[1]?.trim()
  if (!raw) return 'App'
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** Module scripts index.html names (`/src/main.tsx`, `./src/main.jsx`), in order. */
export function htmlEntries(indexHtml: string | undefined): string[] {
  if (!indexHtml) return []
  return [...indexHtml.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!)
}

/** Project stylesheets index.html links (`<link rel="stylesheet" href="/src/index.css">`), as paths. */
export function htmlStylesheets(indexHtml: string | undefined): string[] {
  if (!indexHtml) return []
  const out: string[] = []
  for (const [tag] of indexHtml.matchAll(STYLESHEET_LINK)) {
    const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase() ?? ''
    const href = ATTR('href').exec(tag)?.[1] ?? ''
    if (rel.split(/\s+/).includes('stylesheet') && isOwnUrl(href))
      out.push(href.replace(/^\.?\//, '').split(/[?#]/)[0]!)
  }
  return out
}

const isOwnUrl = (url: string) => !/^([a-z][\w+.-]*:|\/\/)/i.test(url)

/**
 * The project's own head tags worth keeping: meta (other than charset and
 * viewport, which Kiln writes), inline styles, and links to its own files.
 * Scripts are dropped: the bundle replaces them and the preview's CSP would
 * refuse external ones.
 */
function projectHead(head: string): string[] {
  const out: string[] = []
  for (const match of head.matchAll(HEAD_TAG)) {
    const tag = match[0]
    const kind = match[1]?.toLowerCase()
    if (kind === 'meta') {
      if (/\scharset=|name=["']viewport["']/i.test(tag)) continue
    } else if (kind === 'link') {
      const href = ATTR('href').exec(tag)?.[1] ?? ''
      const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase() ?? ''
      if (!isOwnUrl(href) || rel.includes('modulepreload')) continue
      if (/\.(tsx?|jsx?|css)$/.test(href) && href.includes('src/')) continue
    }
    out.push(tag)
  }
  return out
}

/** An inline classic script's code (no src, JavaScript type); null for any other script. */
function inlineCode(attrs: string, code: string): string | null {
  if (ATTR('src').test(attrs) || !code.trim()) return null
  const type = ATTR('type').exec(attrs)?.[1]?.toLowerCase() ?? ''
  return ['', 'text/javascript', 'application/javascript'].includes(type)
    ? code.trim()
    : null
}

export function renderHtml(opts: {
  title: string
  base: string
  js: string
  css?: string
  /** The project's index.html: its lang, head tags and body are kept. */
  projectHtml?: string
  /** Stylesheets and module scripts loaded before the app's (absolute URLs). */
  depsCss?: string[]
  depsJs?: string[]
  /**
   * Takes an inline script of index.html and gives the path (under base)
   * of the file that holds it: the preview's CSP runs only the app's own
   * files. Without it inline scripts are left out.
   */
  inlineScript?: (code: string) => string
}): string {
  const project = opts.projectHtml ?? ''
  const headHtml = HEAD.exec(project)?.[1] ?? ''
  const head = projectHead(headHtml)
  // Inline scripts and classic scripts of the app's own files (public/env.js)
  // run where they stand, before the deferred modules, as in Vite's build;
  // scripts from elsewhere (CDNs) are left out.
  const asFile = (attrs: string, code: string) => {
    const src = ATTR('src').exec(attrs)?.[1]
    if (src !== undefined) {
      const module = ATTR('type').exec(attrs)?.[1]?.toLowerCase() === 'module'
      return isOwnUrl(src) && !module && !/\.(tsx?|jsx)$/.test(src)
        ? `<script${attrs.replace(HANDLER_ATTR, '').trimEnd()}></script>`
        : ''
    }
    const inline = opts.inlineScript && inlineCode(attrs, code)
    return inline
      ? `<script src="${opts.base}${opts.inlineScript!(inline)}"></script>`
      : ''
  }
  const headScripts = [...headHtml.matchAll(SCRIPT)]
    .map((m) => asFile(m[1]!, m[2]!))
    .filter(Boolean)
  const body = BODY.exec(project)
  const bodyAttrs = (body?.[1] ?? '').replace(HANDLER_ATTR, '')
  const bodyHtml = (body?.[2] ?? '')
    .replace(SCRIPT, (_tag, attrs: string, code: string) => asFile(attrs, code))
    .trim()
  const htmlAttrs = (HTML_TAG.exec(project)?.[1] ?? '')
    .replace(HANDLER_ATTR, '')
    .trimEnd()
  const lang = ATTR('lang').test(htmlAttrs) ? '' : ' lang="en"'
  const hasIcon = head.some((t) => /rel=["'][^"']*icon/i.test(t))
  const lines = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    ...(hasIcon ? [] : ['<link rel="icon" href="data:," />']),
    `<title>${escapeHtml(opts.title)}</title>`,
    ...head,
    ...headScripts,
    ...(opts.depsCss ?? []).map(
      (href) => `<link rel="stylesheet" href="${href}" />`
    ),
    ...(opts.css
      ? [`<link rel="stylesheet" href="${opts.base}${opts.css}" />`]
      : []),
    ...(opts.depsJs ?? []).map(
      (src) => `<script type="module" src="${src}"></script>`
    ),
    `<script type="module" src="${opts.base}${opts.js}"></script>`,
  ]
  return `<!doctype html>
<html${lang}${htmlAttrs}>
  <head>
    ${lines.join('\n    ')}
  </head>
  <body${bodyAttrs}>
    ${bodyHtml || '<div id="root"></div>'}
  </body>
</html>
`
}
