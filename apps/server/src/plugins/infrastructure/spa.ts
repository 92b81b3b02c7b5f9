import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './error-handler'

const MISSING_BUILD_TEXT =
  'Kiln is running, but the web app is not built yet. Run `npm run build` and restart the server.'

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html')

/** A URL as a person can read it in a message, however long it was. */
const shorten = (url: string) =>
  url.length > 120 ? `${url.slice(0, 100)}… (${url.length} characters)` : url

const isApi = (url: string) => url === '/api' || url.startsWith('/api/')

/**
 * Serves the built SPA with history fallback: a non-/api GET that accepts
 * HTML gets index.html. Unknown /api paths answer 404 in the error shape.
 */
export const spaPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(path.join(distDir, 'index.html'))
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: ['index.html'],
        // The build writes .br and .gz copies; a browser gets the one it
        // accepts, anything else the file itself.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
          res.setHeader(
            'cache-control',
            isHashed ? 'public, max-age=31536000, immutable' : 'no-cache'
          )
          res.setHeader('vary', 'accept-encoding')
        },
      })
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/'
      if (!isApi(url) && wantsHtml(request)) {
        if (!hasBuild) return reply.type('text/plain').send(MISSING_BUILD_TEXT)
        return reply
          .header('cache-control', 'no-cache')
          .sendFile('index.html', distDir)
      }
      if (!hasBuild && url === '/') {
        return reply.type('text/plain').send(MISSING_BUILD_TEXT)
      }
      return sendError(reply, 404, {
        code: 'NOT_FOUND',
        message: `No route matches ${request.method} ${shorten(url)}.`,
      })
    })
  },
  { name: 'spa' }
)
