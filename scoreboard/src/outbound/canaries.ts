import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A listener Kiln must never reach: counts TCP connections and the paths asked. */
export type Canary = {
  host: string
  port: number
  connections: () => number
  paths: string[]
  close: () => Promise<void>
}

export async function startCanary(
  host: string,
  log: string[] = []
): Promise<Canary> {
  let connections = 0
  const paths: string[] = []
  const server: Server = createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`)
    log.push(
      `${req.socket.localAddress}:${req.socket.localPort} ${req.method} ${req.url}`
    )
    res.end('canary')
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  return {
    host,
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The canaries of the outbound probe: 127.0.0.1, ::1, another loopback
 * (127.0.0.3) and a dual-stack `::` listener that every local address
 * reaches (0.0.0.0, 127.0.0.4, this machine's own interface addresses).
 */
export async function startCanaries() {
  const log: string[] = []
  const loopback = await startCanary('127.0.0.1', log)
  const list = [
    loopback,
    await startCanary('::1', log),
    await startCanary('127.0.0.3', log),
    await startCanary('::', log),
  ]
  return {
    loopback,
    ipv6: list[1]!,
    other: list[2]!,
    any: list[3]!,
    list,
    total: () => list.reduce((sum, canary) => sum + canary.connections(), 0),
    /** What the canaries were asked, oldest first, for a failure report. */
    seen: () => log,
    close: () => Promise.all(list.map((canary) => canary.close())),
  }
}

export type Canaries = Awaited<ReturnType<typeof startCanaries>>
