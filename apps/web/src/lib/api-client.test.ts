import { server } from '@/testing/msw-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type RefreshLock } from './api-client'
import { ApiError } from './api-error'

function setup(refreshToken: string | null = 'refresh-1') {
  const state = { accessToken: 'old-token' as string | null, refreshToken }
  const onUnauthorized = vi.fn()
  const onMetric = vi.fn()
  const client = createApiClient({
    auth: {
      getAccessToken: () => state.accessToken,
      getRefreshToken: () => state.refreshToken,
      onRefreshed: ({ accessToken }) => (state.accessToken = accessToken),
    },
    onUnauthorized,
    onMetric,
  })
  return { client, state, onUnauthorized, onMetric }
}

describe('apiClient', () => {
  it('sends the bearer token and a JSON body under /api', async () => {
    let seen: { auth: string | null; body: unknown; type: string | null }
    server.use(
      http.post('/api/things', async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          body: await request.json(),
          type: request.headers.get('Content-Type'),
        }
        return HttpResponse.json({ id: 1 })
      })
    )
    const { client } = setup()
    await expect(client.post('/things', { name: 'x' })).resolves.toEqual({
      id: 1,
    })
    expect(seen!).toEqual({
      auth: 'Bearer old-token',
      body: { name: 'x' },
      type: 'application/json',
    })
  })

  it('sends no Authorization header without a token, and FormData as multipart', async () => {
    let seen: { auth: string | null; type: string | null; file: unknown }
    server.use(
      http.post('/api/upload', async ({ request }) => {
        const form = await request.formData()
        seen = {
          auth: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          file: form.get('name'),
        }
        return HttpResponse.json({})
      })
    )
    const { client, state } = setup()
    state.accessToken = null
    const form = new FormData()
    form.set('name', 'logo.png')
    await client.post('/upload', form)
    expect(seen!.auth).toBeNull()
    expect(seen!.type).toMatch(/^multipart\/form-data/)
    expect(seen!.file).toBe('logo.png')
  })

  it('throws an ApiError with the status text and the response', async () => {
    server.use(
      http.get('/api/missing', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No such thing.' } },
          { status: 404, statusText: 'Not Found' }
        )
      )
    )
    const error = await setup()
      .client.get('/missing')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.message).toBe('Not Found')
    expect(apiError.response).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      data: { error: { code: 'NOT_FOUND', message: 'No such thing.' } },
    })
    expect(apiError.response.headers).toBeInstanceOf(Headers)
    expect(apiError.userMessage).toBe('No such thing.')
  })

  it('gives data null when the error body is not JSON', async () => {
    server.use(
      http.get(
        '/api/broken',
        () =>
          new HttpResponse('<html>', { status: 502, statusText: 'Bad Gateway' })
      )
    )
    const error = (await setup()
      .client.get('/broken')
      .catch((e: unknown) => e)) as ApiError
    expect(error.response.data).toBeNull()
  })

  it('refreshes once on 401 and retries once with the new token', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/refresh-token', async ({ request }) => {
        calls.push(`refresh:${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ accessToken: 'new-token', expiresIn: 3600 })
      }),
      http.get('/api/me', ({ request }) => {
        const auth = request.headers.get('Authorization')
        calls.push(`me:${auth}`)
        return auth === 'Bearer new-token'
          ? HttpResponse.json({ ok: true })
          : new HttpResponse(null, { status: 401 })
      })
    )
    const { client, onUnauthorized } = setup()
    await expect(client.get('/me')).resolves.toEqual({ ok: true })
    expect(calls).toEqual([
      'me:Bearer old-token',
      'refresh:{"refreshToken":"refresh-1"}',
      'me:Bearer new-token',
    ])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('opens a stream with the token, refreshing once on 401, and leaves the body unread', async () => {
    const calls: string[] = []
    server.use(
      http.post('/api/refresh-token', () =>
        HttpResponse.json({ accessToken: 'new-token', expiresIn: 3600 })
      ),
      http.get('/api/things/events', ({ request }) => {
        const auth = request.headers.get('Authorization')
        calls.push(`${auth} ${request.headers.get('Last-Event-ID')}`)
        return auth === 'Bearer new-token'
          ? new HttpResponse('data: 1\n\n', {
              headers: { 'content-type': 'text/event-stream' },
            })
          : new HttpResponse(null, { status: 401 })
      }),
      http.get('/api/things/gone', () =>
        HttpResponse.json(null, { status: 404 })
      )
    )
    const { client } = setup()
    const response = await client.open('/things/events', {
      headers: { 'Last-Event-ID': '7' },
    })
    expect(await response.text()).toBe('data: 1\n\n')
    expect(calls).toEqual(['Bearer old-token 7', 'Bearer new-token 7'])
    await expect(client.open('/things/gone')).rejects.toBeInstanceOf(ApiError)
  })

  it('throws Unauthorized and calls the hook when the refresh fails', async () => {
    let meCalls = 0
    server.use(
      http.post(
        '/api/refresh-token',
        () => new HttpResponse(null, { status: 401 })
      ),
      http.get('/api/me', () => {
        meCalls++
        return new HttpResponse(null, { status: 403 })
      })
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, onUnauthorized } = setup()
    await expect(client.get('/me')).rejects.toThrow('Unauthorized')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(meCalls).toBe(1)
  })

  it('does not refresh a second time when the retry is still 401', async () => {
    let refreshes = 0
    server.use(
      http.post('/api/refresh-token', () => {
        refreshes++
        return HttpResponse.json({ accessToken: 'new-token', expiresIn: 3600 })
      }),
      http.get('/api/me', () => new HttpResponse(null, { status: 401 }))
    )
    const { client, onUnauthorized } = setup()
    await expect(client.get('/me')).rejects.toThrow('Unauthorized')
    expect(refreshes).toBe(1)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  /**
   * A server that rotates refresh tokens and, like Kiln's, ends the session
   * when a spent one comes back.
   */
  function rotatingServer() {
    const server = { live: 'refresh-1', spent: new Set<string>(), ended: false }
    let n = 1
    const handlers = [
      http.post('/api/refresh-token', async ({ request }) => {
        const { refreshToken } = (await request.json()) as {
          refreshToken: string
        }
        if (server.spent.has(refreshToken)) server.ended = true
        if (server.ended || refreshToken !== server.live) {
          return new HttpResponse(null, { status: 401 })
        }
        server.spent.add(refreshToken)
        n++
        server.live = `refresh-${n}`
        return HttpResponse.json({
          accessToken: `access-${n}`,
          expiresIn: 3600,
          refreshToken: server.live,
        })
      }),
      http.get('/api/me', ({ request }) =>
        !server.ended &&
        request.headers.get('Authorization') === `Bearer access-${n}`
          ? HttpResponse.json({ ok: true })
          : new HttpResponse(null, { status: 401 })
      ),
    ]
    return { server, handlers }
  }

  /** One tab: its own client and memory, over storage shared by all tabs. */
  function tab(
    storage: { accessToken: string; refreshToken: string },
    lock: RefreshLock
  ) {
    const memory = { ...storage }
    const onUnauthorized = vi.fn()
    const client = createApiClient({
      auth: {
        getAccessToken: () => memory.accessToken,
        getRefreshToken: () => memory.refreshToken,
        onRefreshed: ({ accessToken, refreshToken }) => {
          Object.assign(memory, { accessToken, refreshToken })
          Object.assign(storage, { accessToken, refreshToken })
        },
        reload: () => Object.assign(memory, storage),
      },
      onUnauthorized,
      refreshLock: lock,
    })
    return { client, onUnauthorized }
  }

  /** A lock shared by the tabs, like the Web Locks API. */
  function sharedLock(): RefreshLock {
    let queue: Promise<unknown> = Promise.resolve()
    return (task) => {
      const run = queue.then(task)
      queue = run.catch(() => undefined)
      return run
    }
  }

  it('stores the rotated refresh token and uses it for the next refresh', async () => {
    const { server: rotating, handlers } = rotatingServer()
    server.use(...handlers)
    const storage = { accessToken: 'old-token', refreshToken: 'refresh-1' }
    const { client } = tab(storage, sharedLock())
    expect(await client.refresh()).toBe(true)
    expect(storage.refreshToken).toBe('refresh-2')
    expect(await client.refresh()).toBe(true)
    expect(storage.refreshToken).toBe('refresh-3')
    expect(rotating.ended).toBe(false)
  })

  it('lets two tabs refresh at once without ending the session', async () => {
    const { server: rotating, handlers } = rotatingServer()
    server.use(...handlers)
    const storage = { accessToken: 'old-token', refreshToken: 'refresh-1' }
    const lock = sharedLock()
    const [a, b] = [tab(storage, lock), tab(storage, lock)]
    const answers = await Promise.all([
      a.client.get('/me'),
      b.client.get('/me'),
    ])
    expect(answers).toEqual([{ ok: true }, { ok: true }])
    expect(rotating.ended).toBe(false)
    expect(storage.refreshToken).toBe('refresh-2')
    expect(a.onUnauthorized).not.toHaveBeenCalled()
    expect(b.onUnauthorized).not.toHaveBeenCalled()
  })

  it('skips the refresh for auth calls', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          {
            error: {
              code: 'INVALID_CREDENTIALS',
              message: 'Wrong e-mail or password.',
            },
          },
          { status: 401, statusText: 'Unauthorized' }
        )
      )
    )
    const { client, onUnauthorized } = setup()
    const error = (await client
      .post('/auth/login', {}, { skipAuthRefresh: true })
      .catch((e: unknown) => e)) as ApiError
    expect(error.userMessage).toBe('Wrong e-mail or password.')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('aborts after the timeout', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 500))
        return HttpResponse.json({})
      })
    )
    await expect(
      setup().client.get('/slow', { timeoutMs: 20 })
    ).rejects.toThrow()
  })

  it('reports a metric per call', async () => {
    server.use(http.get('/api/items', () => HttpResponse.json([1, 2])))
    const { client, onMetric } = setup()
    await client.get('/items', { query: { page: 2, q: undefined } })
    expect(onMetric).toHaveBeenCalledWith({
      path: '/items',
      query: '?page=2',
      method: 'GET',
      statusCode: 200,
      responseTime: expect.any(Number),
      bodyLength: 5,
      error: null,
    })
  })
})
