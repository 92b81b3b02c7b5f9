import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { contentTypeOf } from '../../bundle/project-assets.ts'

/** Serves a `vite build` output folder as a static host does: files, and index.html for client routes. */
export async function serveDir(
  dir: string
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    )
    const file = extname(path) ? path : '/index.html'
    readFile(join(dir, file)).then(
      (body) =>
        res.writeHead(200, { 'content-type': contentTypeOf(file) }).end(body),
      () => res.writeHead(404).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
