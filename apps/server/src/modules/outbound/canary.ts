import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A test HTTP server that counts every TCP connection it accepts. */
export async function startCanary(
  host = '::',
  handler: Parameters<typeof createServer>[1] = (_req, res) => res.end('ok')
) {
  let connections = 0
  const server: Server = createServer(handler)
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
