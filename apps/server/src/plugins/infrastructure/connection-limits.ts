import type { FastifyInstance } from 'fastify'
import { guardConnections, type ConnectionCaps } from './connection-caps'

/**
 * How long a client may take, for both servers (app and preview host). They
 * bound slow clients (slowloris) while a reverse proxy in front (nginx,
 * Caddy, a cloud load balancer) works unchanged: its idle timeouts (60 s
 * typical) are shorter than keepAliveTimeout, so Kiln never closes a
 * kept-alive connection the proxy is about to reuse. Long responses (the
 * build event stream) are not slow requests: only the request's arrival is
 * timed, and the stream's 15 s heartbeat keeps the socket from going idle.
 */
export const CONNECTION_LIMITS = {
  /** The request line and headers must arrive within this. */
  headersTimeout: 20_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeout: 60_000,
  /** A socket with no bytes either way for this long is closed. */
  connectionTimeout: 120_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeout: 72_000,
  /** How often Node checks headersTimeout and requestTimeout. */
  connectionsCheckingInterval: 5_000,
} as const

/** The part of Fastify's options that sets the limits above. */
export const connectionOptions = {
  requestTimeout: CONNECTION_LIMITS.requestTimeout,
  connectionTimeout: CONNECTION_LIMITS.connectionTimeout,
  keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeout,
  http: {
    headersTimeout: CONNECTION_LIMITS.headersTimeout,
    connectionsCheckingInterval: CONNECTION_LIMITS.connectionsCheckingInterval,
  },
}

/**
 * The connection caps (MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS), set
 * once the server exists: per client address and in all, idle sockets
 * closed first near the cap (`connection-caps.ts`).
 */
export function capConnections(app: FastifyInstance, caps: ConnectionCaps) {
  guardConnections(app.server, caps)
}
