const TITLE = /<title>([^<]*)<\/title>/i

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** The title of the project's own index.html, HTML-decoded enough for reuse. */
export function titleOf(indexHtml: string | undefined): string {
  const match = indexHtml ? TITLE.exec(indexHtml) : null
  return match?.[1]?.trim() || 'App'
}

export function renderHtml(opts: {
  title: string
  base: string
  js: string
  css: string
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(opts.title)}</title>
    <link rel="stylesheet" href="${opts.base}${opts.css}" />
    <script type="module" src="${opts.base}${opts.js}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
}
