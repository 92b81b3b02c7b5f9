import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Helmet with a CSP for the SPA: own scripts only, inline styles allowed
 * (UI libraries set style attributes), previews framed from the preview
 * origins (`previewOrigins`, e.g. http://*.localhost:3001), which /test-route
 * may also fetch (their /__kiln/health). Kiln itself is never framed, not
 * even by Kiln: a preview could otherwise navigate its own frame to a
 * studio link (`/build-studio?prompt=…&isNewProject=true`) and have the
 * signed-in studio act for the user. Only the origins an operator lists
 * (`FRAME_ANCESTORS`) may embed it, e.g. a portal that hears its error
 * messages (docs/product.md §2).
 */
export const securityHeadersPlugin = fp<{
  previewOrigins: string
  /** PostHog's origin when analytics is configured. */
  analyticsOrigin?: string
  /** Origins the operator lets embed Kiln (`FRAME_ANCESTORS`); none by default. */
  frameAncestors?: string[]
}>(
  async (
    app,
    { previewOrigins: previewOrigin, analyticsOrigin, frameAncestors = [] }
  ) => {
    const embeddable = frameAncestors.length > 0
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
          frameAncestors: embeddable ? frameAncestors : ["'none'"],
        },
      },
      // X-Frame-Options cannot name origins: CSP alone says who may frame.
      xFrameOptions: embeddable ? false : { action: 'deny' },
    })
  },
  { name: 'security-headers' }
)
