import { createHash } from 'node:crypto'

const SCRIPT =
  "setTimeout(function(){if(window.opener){window.close()}else{location.replace('/integrations')}},800)"

/** The CSP of the page: only its own inline script may run. */
export const CALLBACK_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash(
  'sha256'
)
  .update(SCRIPT)
  .digest(
    'base64'
  )}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A small page that closes the popup (or goes back to /integrations). */
export function callbackPage(ok: boolean, message: string) {
  const title = ok ? 'Connected' : 'Could not connect'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;padding:2rem;text-align:center">
<h1 style="font-size:1.25rem">${title}</h1><p>${escape(message)}</p>
<p><a href="/integrations">Back to integrations</a></p>
<script>${SCRIPT}</script></body></html>`
}
