const TITLE = /<title>([^<]*)<\/title>/i

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

export function renderHtml(opts: {
  title: string
  base: string
  js: string
  css?: string
}): string {
  const link = opts.css
    ? `\n    <link rel="stylesheet" href="${opts.base}${opts.css}" />`
    : ''
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(opts.title)}</title>${link}
    <script type="module" src="${opts.base}${opts.js}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
}
