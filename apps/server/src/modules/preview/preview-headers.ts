import fp from 'fastify-plugin'

/**
 * Headers of every preview answer. The CSP allows only same-origin code
 * (no inline script, no CDN), lets only the studio (PUBLIC_URL) frame the
 * app, and forbids <base>. CORP same-origin keeps other sites from loading
 * the app's files as subresources; it does not apply to the studio's
 * iframe navigation.
 */
export function previewHeaders(appOrigin: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    `frame-ancestors ${appOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  }
}

export const previewHeadersPlugin = fp(
  async (app) => {
    const headers = previewHeaders(app.config.publicUrl)
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers)
    })
  },
  { name: 'preview-headers', dependencies: ['config'] }
)
