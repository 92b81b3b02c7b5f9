import { http, HttpResponse } from 'msw'
import { makeProfile, makeWorkspace } from './fixtures'

/** Answers every page of the shell needs; tests override with server.use. */
export const defaultHandlers = [
  http.get('/api/auth/config', () => HttpResponse.json({ oidcEnabled: false })),
  http.get('/api/users/:userId/profile', () =>
    HttpResponse.json({ success: true, user: makeProfile() })
  ),
  http.get('/api/new_build', () => HttpResponse.json([])),
  http.get('/api/workspaces', () =>
    HttpResponse.json({ workspaces: [makeWorkspace()] })
  ),
  http.get('/api/models', () =>
    HttpResponse.json({
      models: [
        { id: 'offline', label: 'Offline generator', provider: 'offline' },
      ],
      defaultModelId: 'offline',
    })
  ),
  http.get('/api/users/:userId/provider-keys', () =>
    HttpResponse.json({ providerKeys: [] })
  ),
  http.post('/api/search/mcp-servers', () =>
    HttpResponse.json({ results: [] })
  ),
  http.post('/api/search/apis', () => HttpResponse.json({ results: [] })),
  http.get('/api/health', () =>
    HttpResponse.json({ status: 'ok', version: '0.1.0', database: 'pglite' })
  ),
  http.get('/api/preview-health', () =>
    HttpResponse.json({
      url: 'http://kiln-health.localhost:3001/__kiln/health',
    })
  ),
  http.get('http://kiln-health.localhost:3001/__kiln/health', () =>
    HttpResponse.json({ status: 'ok' })
  ),
  http.post('/api/salelist/validate', () => HttpResponse.json({ valid: true })),
  http.get('/api/invitation-codes', () => HttpResponse.json({ codes: [] })),
  http.get('/api/admin/salelist', () => HttpResponse.json({ entries: [] })),
]
