import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { metricsRegistry } from './metrics'

/**
 * METRICS_PORT: GET /metrics on a port of its own, without a token (keep it
 * on a network only Prometheus reaches). Every other path answers 404.
 */
export async function listenForMetrics(port: number, host: string) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found.\n')
      return
    }
    metricsRegistry.metrics().then(
      (text) =>
        response
          .writeHead(200, {
            'content-type': metricsRegistry.contentType,
            'cache-control': 'no-store',
          })
          .end(text),
      () => response.writeHead(500).end()
    )
  })
  server.listen(port, host)
  await once(server, 'listening')
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
