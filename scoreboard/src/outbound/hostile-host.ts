import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export const b64 = (text: string) => Buffer.from(text).toString('base64url')
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString()

type Reply = ServerResponse<IncomingMessage>

function json(res: Reply, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * The "public" host of the outbound probe, on the allowed address: it answers
 * Kiln's requests by pointing them at the canaries — redirects (any status,
 * several hops, relative Locations), OAuth metadata naming a canary as
 * authorization server, registration or token endpoint, an SSE endpoint event
 * naming a canary — and `/ok` for the control request that must arrive.
 */
export async function startHostileHost(host: string) {
  const okHits: string[] = []
  let base = ''
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    const oauth = /\/oauth\/(as|reg|token)\/([\w-]+)/.exec(path)
    if (oauth) return answerOauth(req, res, oauth[1]!, oauth[2]!)
    const redirect = /\/redirect\/(\d{3})\/([\w-]+)/.exec(path)
    if (redirect) {
      res.writeHead(Number(redirect[1]), { location: unb64(redirect[2]!) })
      return res.end()
    }
    const hop = /\/hop(\d)\/([\w-]+)/.exec(path)
    if (hop) {
      const left = Number(hop[1]) - 1
      const next =
        left > 1 ? `/hop${left}/${hop[2]}` : `/redirect/307/${hop[2]}`
      res.writeHead(302, { location: next })
      return res.end()
    }
    const location = /\/location\/([\w-]+)/.exec(path)
    if (location) {
      res.writeHead(302, { location: unb64(location[1]!) })
      return res.end()
    }
    const sse = /\/sse\/([\w-]+)/.exec(path)
    if (sse) {
      if (req.method !== 'GET') return json(res, 405, { error: 'use SSE' })
      if (!req.headers.accept?.includes('text/event-stream')) {
        // Not an SSE client: a plain redirect to the same canary.
        res.writeHead(302, { location: unb64(sse[1]!) })
        return res.end()
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`event: endpoint\ndata: ${unb64(sse[1]!)}\n\n`)
      setTimeout(() => res.end(), 1500)
      return
    }
    if (path.includes('/ok')) {
      okHits.push(`${req.method} ${path}`)
      return json(res, 200, { ok: true })
    }
    json(res, 404, { error: 'not found' })
  })

  /** `as`: a canary is the authorization server; `reg`/`token`: a canary is that endpoint. */
  function answerOauth(
    req: IncomingMessage,
    res: Reply,
    mode: string,
    target: string
  ) {
    const issuer = `${base}/oauth/${mode}/${target}`
    const path = req.url ?? ''
    if (path.includes('oauth-protected-resource')) {
      return json(res, 200, {
        resource: `${issuer}/mcp`,
        authorization_servers: [mode === 'as' ? unb64(target) : issuer],
      })
    }
    if (
      path.includes('oauth-authorization-server') ||
      path.includes('openid-configuration')
    ) {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: mode === 'token' ? unb64(target) : `${issuer}/token`,
        registration_endpoint:
          mode === 'reg' ? unb64(target) : `${issuer}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      })
    }
    if (path.endsWith('/register') && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () =>
        json(res, 201, {
          ...(JSON.parse(body || '{}') as object),
          client_id: 'scoreboard-client',
        })
      )
      return
    }
    if (path.endsWith('/token')) {
      return json(res, 200, { access_token: 'x', token_type: 'Bearer' })
    }
    // The MCP endpoint itself asks for authorization.
    res.writeHead(401, {
      'www-authenticate': `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/oauth/${mode}/${target}/mcp"`,
    })
    res.end()
  }

  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  base = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    base,
    okHits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The allowed twin of a canary (same port, allowed address) for DNS
 * rebinding: it answers every request with a redirect to itself over a new
 * connection, so Kiln resolves the name again and again.
 */
export async function startRebindTwin(host: string, port: number) {
  let hits = 0
  const server = createServer((_req, res) => {
    hits++
    res.writeHead(307, { location: `/again-${hits}`, connection: 'close' })
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return {
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
