import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildManualApp } from '../../modules/build-tasks/test/build-test-kit'
import { buildPreviewApp } from '../../preview-app'
import { testEnv, type TestContext } from '../../test/helper'
import { clientOf, guardConnections } from './connection-caps'

const FLOOD = 1_000
const SETTLE_MS = 10_000

type Held = { socket: Socket; answered: boolean; closed: boolean }

/** One kept-alive socket from `localAddress` that sends one request and stays open. */
function keepAlive(
  port: number,
  localAddress: string,
  head: string
): Promise<Held> {
  return new Promise((resolve) => {
    const held: Held = {
      socket: connect({ port, host: '127.0.0.1', localAddress }),
      answered: false,
      closed: false,
    }
    const done = () => resolve(held)
    const timer = setTimeout(done, SETTLE_MS)
    held.socket.on('error', () => {})
    held.socket.on('connect', () => held.socket.write(head))
    held.socket.on('data', () => {
      held.answered = true
      clearTimeout(timer)
      done()
    })
    held.socket.on('close', () => {
      held.closed = true
      clearTimeout(timer)
      done()
    })
  })
}

/** FLOOD kept-alive sockets from one address, opened 100 at a time. */
async function flood(port: number, head: string) {
  const all: Held[] = []
  for (let i = 0; i < FLOOD; i += 100) {
    all.push(
      ...(await Promise.all(
        Array.from({ length: 100 }, () => keepAlive(port, '127.0.0.1', head))
      ))
    )
  }
  return all
}

/** A request from another client address: its status and how long it took. */
function requestFrom(
  localAddress: string,
  port: number,
  path: string,
  host = 'localhost'
) {
  const started = Date.now()
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress,
        agent: false,
        headers: { host },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Date.now() - started })
        )
      }
    )
    req.on('error', () => resolve({ status: 0, ms: Date.now() - started }))
    req.setTimeout(5_000, () => req.destroy())
    req.end()
  })
}

const portOf = (server: Server) => (server.address() as AddressInfo).port
const HEAD = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`

describe('connection caps per client address', () => {
  let ctx: TestContext
  let preview: Awaited<ReturnType<typeof buildPreviewApp>>
  beforeAll(async () => {
    ctx = await buildManualApp()
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    preview = await buildPreviewApp({
      env: testEnv(),
      database: ctx.database,
    })
    await preview.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await preview.close()
    await ctx.close()
  })

  it.each([
    ['the API', () => ctx.app.server, '/api/health'],
    ['the preview host', () => preview.server, '/'],
  ] as const)(
    'serves another client at once while one holds %s with 1,000 kept-alive sockets',
    async (_name, server, path) => {
      const port = portOf(server())
      const held = await flood(port, HEAD(path))
      try {
        const open = held.filter((h) => !h.closed)
        // The sockets beyond the client's cap were closed unanswered.
        expect(open.length).toBeLessThanOrEqual(64)
        expect(open.length).toBeGreaterThan(0)
        expect(open.every((h) => h.answered)).toBe(true)
        const other = await requestFrom('127.0.0.2', port, path)
        expect(other.status).toBeGreaterThanOrEqual(200)
        expect(other.status).toBeLessThan(500)
        expect(other.ms).toBeLessThan(1_000)
      } finally {
        for (const h of held) h.socket.destroy()
      }
    },
    60_000
  )
})

describe('connection caps in all', () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      // answers once the whole body arrived: a partial upload stays busy
      req.resume()
      req.on('end', () => res.end('ok'))
    })
    guardConnections(server, { total: 20, perAddress: null })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = portOf(server)
  })
  afterAll(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const upload = `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\npart`
  /** Sockets whose request is in progress (an upload that never ends). */
  async function uploads(count: number) {
    const sockets: Socket[] = []
    // one after another: a socket whose request head has not arrived yet is
    // one that waits, and may be closed for room
    for (let i = 0; i < count; i++) {
      const socket = connect({ port, host: '127.0.0.1' })
      socket.on('error', () => {})
      socket.on('connect', () => socket.write(upload))
      sockets.push(socket)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    return sockets
  }

  it('closes the longest idle kept-alive sockets first to let new clients in, never a busy one', async () => {
    const busy = await uploads(5)
    const held: Held[] = []
    try {
      for (let i = 0; i < 30; i++) {
        held.push(await keepAlive(port, '127.0.0.1', HEAD('/')))
      }
      expect(held.every((h) => h.answered)).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 100))
      // Past 90 % of the cap (18 of 20) the oldest idle ones made room.
      const open = held.map((h) => !h.socket.destroyed)
      expect(open.filter(Boolean).length).toBe(13)
      expect(open.indexOf(true)).toBe(30 - 13)
      expect(open.slice(30 - 13).every(Boolean)).toBe(true)
      expect(busy.some((s) => s.destroyed)).toBe(false)
      const other = await requestFrom('127.0.0.2', port, '/')
      expect(other.status).toBe(200)
      expect(other.ms).toBeLessThan(1_000)
      expect(busy.some((s) => s.destroyed)).toBe(false)
    } finally {
      for (const socket of busy) socket.destroy()
      for (const h of held) h.socket.destroy()
    }
  })

  it('refuses a new socket only when every socket is busy', async () => {
    const busy = await uploads(20)
    try {
      const refused = await requestFrom('127.0.0.2', port, '/')
      expect(refused.status).toBe(0)
      expect(busy.some((s) => s.destroyed)).toBe(false)
    } finally {
      for (const socket of busy) socket.destroy()
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await requestFrom('127.0.0.2', port, '/')).status).toBe(200)
  })
})

describe('clientOf', () => {
  it('groups IPv6 addresses by /64 and unwraps IPv4-mapped ones', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7')
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe(
      '2001:db8:1:2::/64'
    )
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
})

describe('connection cap settings', () => {
  it('caps each address by default and leaves it to the proxy with TRUST_PROXY', () => {
    expect(testEnv().connectionCaps).toEqual({ total: 1_000, perAddress: 64 })
    expect(
      testEnv({ MAX_CONNECTIONS: '5000', MAX_CONNECTIONS_PER_ADDRESS: '10' })
        .connectionCaps
    ).toEqual({ total: 5_000, perAddress: 10 })
    expect(testEnv({ TRUST_PROXY: 'true' }).connectionCaps).toEqual({
      total: 1_000,
      perAddress: null,
    })
    expect(() => testEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow()
  })
})
