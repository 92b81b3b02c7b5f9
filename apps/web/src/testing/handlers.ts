import { http, HttpResponse } from 'msw'
import { makeProfile } from './fixtures'

/** Answers every page of the shell needs; tests override with server.use. */
export const defaultHandlers = [
  http.get('/api/auth/config', () => HttpResponse.json({ oidcEnabled: false })),
  http.get('/api/users/:userId/profile', () =>
    HttpResponse.json({ success: true, user: makeProfile() })
  ),
  http.get('/api/health', () =>
    HttpResponse.json({ status: 'ok', version: '0.1.0', database: 'pglite' })
  ),
]
