import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A stand-in for api.figma.com that accepts one token and records every call. */
export async function startFakeFigma(host: string, validToken: string) {
  const calls: { url: string; token: string | undefined }[] = []
  const server = createServer((req, res) => {
    const token = req.headers['x-figma-token']
    calls.push({ url: req.url ?? '', token: token as string | undefined })
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (token !== validToken)
      return json(403, { status: 403, err: 'Invalid token' })
    if (req.url === '/v1/me') return json(200, { id: '1', handle: 'Ada' })
    if (/^\/v1\/files\/[A-Za-z0-9]+\?depth=\d$/.test(req.url ?? '')) {
      return json(200, {
        name: 'Checkout redesign',
        document: {
          children: [
            {
              name: 'Mobile',
              type: 'CANVAS',
              children: [{ name: 'Cart', type: 'FRAME' }],
            },
          ],
        },
      })
    }
    json(404, { status: 404, err: 'Not found' })
  })
  await new Promise<void>((done) => server.listen(0, host, done))
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

export type FakeFigma = Awaited<ReturnType<typeof startFakeFigma>>
