import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BundleResult } from '../bundle-project.ts'
import { DEFAULT_DEPS_BASE } from '../bundle-project.ts'

type Served = { url: string; close: () => Promise<void> }

/**
 * Serves a successful bundle the way the preview host does: the app's files
 * at the root (index.html for client routes) and the dependency layer under
 * /__kiln/deps/<hash>/.
 */
export async function serveSite(result: BundleResult): Promise<Served> {
  if (!result.ok) throw new Error('Cannot serve a failed bundle')
  const files = new Map<string, { type: string; body: Buffer }>()
  for (const asset of result.assets) {
    files.set(`/${asset.path}`, {
      type: asset.contentType,
      body: Buffer.from(asset.content, asset.encoding ?? 'utf8'),
    })
  }
  for (const asset of result.deps?.assets ?? []) {
    files.set(`${DEFAULT_DEPS_BASE}${result.deps!.hash}/${asset.path}`, {
      type: asset.contentType,
      body: Buffer.from(asset.content, 'utf8'),
    })
  }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file =
      files.get(path) ??
      (/\.\w+$/.test(path) ? undefined : files.get('/index.html'))
    if (!file) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
