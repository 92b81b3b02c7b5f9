import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local stand-in for api.figma.com: /v1/me and /v1/files/<key>. */
export async function startFakeFigma(validToken: string) {
  const calls: string[] = []
  const server = createServer((req, res) => {
    calls.push(req.url ?? '')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers['x-figma-token'] !== validToken) {
      return json(403, { status: 403, err: 'Invalid token' })
    }
    if (req.url === '/v1/me') return json(200, { id: '1', handle: 'Ada' })
    const file = /^\/v1\/files\/([A-Za-z0-9]+)\?depth=\d$/.exec(req.url ?? '')
    if (file) {
      return json(200, {
        name: 'Checkout redesign',
        document: {
          children: [
            {
              name: 'Mobile',
              type: 'CANVAS',
              children: [
                { name: 'Cart', type: 'FRAME' },
                { name: 'Payment', type: 'FRAME' },
              ],
            },
          ],
        },
      })
    }
    json(404, { status: 404, err: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
