import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Helmet with a CSP for the SPA: own scripts only, inline styles allowed
 * (UI libraries set style attributes), previews framed from the preview
 * origins (`previewOrigins`, e.g. http://*.localhost:3001), which /test-route
 * may also fetch (their /__kiln/health). Kiln itself is never framed, not
 * even by Kiln: a preview could otherwise navigate its own frame to a
 * studio link (`/build-studio?prompt=…&isNewProject=true`) and have the
 * signed-in studio act for the user.
 */
export const securityHeadersPlugin = fp<{
  previewOrigins: string
  /** PostHog's origin when analytics is configured. */
  analyticsOrigin?: string
}>(
  async (app, { previewOrigins: previewOrigin, analyticsOrigin }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            previewOrigin,
            ...(analyticsOrigin ? [analyticsOrigin] : []),
          ],
          frameSrc: ["'self'", previewOrigin],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      xFrameOptions: { action: 'deny' },
    })
  },
  { name: 'security-headers' }
)
