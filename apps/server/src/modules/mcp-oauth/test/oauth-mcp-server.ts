import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { z } from 'zod'

const readBody = async (req: IncomingMessage) => {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

type Options = {
  s256?: boolean
  issuerSuffix?: string
  /** The protected-resource metadata names this resource instead of its own. */
  resource?: string
}

/**
 * An MCP server behind OAuth, with its own tiny authorization server:
 * resource metadata, AS metadata, registration, token (PKCE checked).
 * `approve` stands in for the user consenting and returns the code.
 */
export async function startOauthMcpServer(options: Options = {}) {
  const codes = new Map<string, { challenge: string; resource: string }>()
  const accessToken = `at-${randomBytes(8).toString('hex')}`
  let base = ''
  const tokenRequests: URLSearchParams[] = []

  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const path = (req.url ?? '').split('?')[0]
    if (path?.startsWith('/.well-known/oauth-protected-resource')) {
      return json(200, {
        resource: options.resource ?? `${base}/mcp`,
        authorization_servers: [base],
      })
    }
    if (path === '/.well-known/oauth-authorization-server') {
      return json(200, {
        issuer: base + (options.issuerSuffix ?? ''),
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        registration_endpoint: `${base}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported:
          options.s256 === false ? ['plain'] : ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      })
    }
    if (path === '/register' && req.method === 'POST') {
      const meta = JSON.parse(await readBody(req)) as object
      return json(201, {
        ...meta,
        client_id: 'kiln-client',
        client_id_issued_at: 1,
      })
    }
    if (path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req))
      tokenRequests.push(form)
      const pending = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url')
      if (
        !pending ||
        pending.challenge !== challenge ||
        pending.resource !== form.get('resource')
      ) {
        return json(400, { error: 'invalid_grant' })
      }
      return json(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'rt',
      })
    }
    if (path === '/mcp') {
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        res.writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
        })
        return res.end()
      }
      const mcp = new McpServer({ name: 'protected', version: '1.0.0' })
      mcp.registerTool(
        'list_issues',
        {
          description: 'Lists issues',
          inputSchema: { team: z.string().describe('Team key') },
        },
        async ({ team }) => ({
          content: [{ type: 'text', text: `issues of ${team}` }],
        })
      )
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
      })
      res.on('close', () => void transport.close())
      await mcp.connect(transport)
      const body =
        req.method === 'POST' ? JSON.parse(await readBody(req)) : undefined
      return transport.handleRequest(req, res, body)
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: `${base}/mcp`,
    /** The access token this server issues (one per server). */
    accessToken,
    tokenRequests,
    approve(authorizationUrl: string) {
      const url = new URL(authorizationUrl)
      const code = randomBytes(12).toString('hex')
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        resource: url.searchParams.get('resource') ?? '',
      })
      return code
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
