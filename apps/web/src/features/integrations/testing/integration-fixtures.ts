import { overlays } from '@/lib/overlay-registry'
import { server } from '@/testing/msw-server'
import type { ApiKey } from '@kiln/contract/api-keys'
import type { Api } from '@kiln/contract/apis'
import type { McpServer, Tool } from '@kiln/contract/mcp-servers'
import { http, HttpResponse } from 'msw'
import { afterEach } from 'vitest'

export function makeServer(overrides: Partial<McpServer> = {}): McpServer {
  return {
    _id: 's1',
    name: 'Docs Server',
    url: 'https://mcp.example.com/mcp',
    description: 'Searches the docs',
    connectionStatus: 'SUCCESS',
    updatedAt: '2026-11-22T12:00:00.000Z',
    isOfficial: false,
    pictureUrl: null,
    ...overrides,
  }
}

export function makeApi(overrides: Partial<Api> = {}): Api {
  return {
    _id: 'a1',
    name: 'Weather API',
    baseUrl: 'https://weather.example.com',
    description: 'Forecasts',
    authType: 'none',
    hasSecret: false,
    connectionStatus: 'PENDING',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  }
}

export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    service: 'figma',
    keyName: 'Design key',
    description: 'For the landing page',
    status: 'active',
    maskedApiKey: 'figd_••••••••abcd',
    lastUsed: '2026-11-21T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  }
}

export const echoTool: Tool = {
  name: 'echo',
  description: 'Echoes the input',
  input_schema: {
    properties: { message: { type: 'string', description: 'Text to echo' } },
    required: ['message'],
  },
}

/** Serves the two lists of the /integrations loader. */
export function serveLists(
  servers: McpServer[] = [makeServer()],
  apis: Api[] = []
) {
  server.use(
    http.post('/api/search/mcp-servers', () =>
      HttpResponse.json({ results: servers })
    ),
    http.post('/api/search/apis', () => HttpResponse.json({ results: apis }))
  )
}

/** Overlays live in a module registry: close what a test left open. */
export function closeOverlaysAfterEach() {
  afterEach(() => {
    for (const entry of overlays.getEntries()) overlays.dismiss(entry.id)
  })
}
