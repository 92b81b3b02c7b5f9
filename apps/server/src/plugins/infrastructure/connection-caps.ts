import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type ConnectionCaps = {
  /** Open sockets of one server at most. */
  total: number
  /** Open sockets of one client (address) at most; null: not applied (behind a proxy). */
  perAddress: number | null
}

/** Above this share of the total cap, idle sockets are closed to make room. */
const HIGH_WATER = 0.9

/**
 * The client a socket belongs to: its IPv4 address, or the /64 of an IPv6
 * address (one subscriber's block: a client that owns one has 2^64
 * addresses). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::')
  // an embedded IPv4 address is the last two groups
  const groups = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
      : []
  const left = groups(head)
  const right = groups(tail)
  const full =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill(
            '0'
          ),
          ...right,
        ]
  const prefix = full
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
  return `${prefix.join(':')}::/64`
}

type Tracked = { client: string; inFlight: number }

/**
 * Caps a server's open sockets per client and in all, at the socket: a
 * socket over its client's cap is closed as it arrives, before a byte is
 * read, so one client's kept-alive sockets cannot take every slot. Near
 * the total cap the sockets that wait (kept alive between requests, or that
 * have not sent a whole request head yet) are closed first, the longest
 * waiting first, so a new client still gets in; a socket with a request in
 * progress (an upload, an event stream) is never closed for room. Only when
 * every socket is busy is a new one refused.
 */
export function guardConnections(server: Server, caps: ConnectionCaps) {
  const sockets = new Map<Socket, Tracked>()
  const perClient = new Map<string, number>()
  /** Sockets without a request in progress, longest waiting first. */
  const idle = new Set<Socket>()
  const highWater = Math.max(1, Math.floor(caps.total * HIGH_WATER))

  const release = (socket: Socket) => {
    const tracked = sockets.get(socket)
    if (!tracked) return
    sockets.delete(socket)
    idle.delete(socket)
    const left = (perClient.get(tracked.client) ?? 1) - 1
    if (left > 0) perClient.set(tracked.client, left)
    else perClient.delete(tracked.client)
  }
  const closeLongestIdle = () => {
    const oldest = idle.values().next().value
    if (!oldest) return false
    release(oldest)
    oldest.destroy()
    return true
  }

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (!address) return void socket.destroy()
    const client = clientOf(address)
    const own = perClient.get(client) ?? 0
    if (caps.perAddress !== null && own >= caps.perAddress) {
      return void socket.destroy()
    }
    while (sockets.size >= highWater && closeLongestIdle()) {
      // room made by closing a waiting socket
    }
    if (sockets.size >= caps.total) return void socket.destroy()
    sockets.set(socket, { client, inFlight: 0 })
    perClient.set(client, own + 1)
    idle.add(socket)
    socket.once('close', () => release(socket))
  })

  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    const socket = request.socket
    const tracked = sockets.get(socket)
    if (!tracked) return
    tracked.inFlight++
    idle.delete(socket)
    reply.once('close', () => {
      tracked.inFlight--
      if (tracked.inFlight > 0 || !sockets.has(socket)) return
      // waiting again: now the most recent
      idle.add(socket)
    })
  })
}
