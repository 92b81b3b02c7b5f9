import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { API_PROXY_LIMITS } from '@kiln/contract/apis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../test/preview-helper'
import { seedAppVersion, seedShareLink } from '../app-data/test/seed-app'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import { generateVaultKeyring } from '../vault/vault-keys'

const SECRET = 'sk-live-7f3a9c2e1b'
const APP = `import { callApi } from '@kiln/data'\nexport default () => null`

describe('custom APIs through the preview origin', () => {
  let ctx: TestContext
  let preview: PreviewTestContext
  let ada: Client
  let bob: Client
  let apiId = ''
  let adaProject = ''
  let bobProject = ''
  const seen: {
    url: string
    method: string
    headers: IncomingHttpHeaders
    body: string
  }[] = []
  // A stand-in API on loopback; it echoes what it received (as some do).
  const upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body,
      })
      if (req.url?.startsWith('/v1/encoded')) {
        // Some APIs echo what they got in other spellings.
        const sent = req.headers.authorization ?? ''
        res.writeHead(200, { 'content-type': 'text/plain' })
        return void res.end(
          [
            Buffer.from(sent).toString('base64'),
            Buffer.from(`{"auth":"${sent}"}`).toString('base64url'),
            encodeURIComponent(`x ${sent}`),
          ].join('\n')
        )
      }
      if (req.url?.startsWith('/v1/big')) {
        res.writeHead(200, { 'content-type': 'text/plain' })
        return void res.end('x'.repeat(3 * 1024 * 1024))
      }
      res.writeHead(req.url?.startsWith('/v1/missing') ? 404 : 200, {
        'content-type': 'application/json',
        'set-cookie': 'upstream=1',
        etag: '"abc"',
      })
      res.end(
        JSON.stringify({ youSent: req.headers.authorization, path: req.url })
      )
    })
  })

  const viaApp = (
    projectId: string,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { payload?: string; headers?: Record<string, string> } = {}
  ) =>
    preview.preview.inject({
      method,
      url: `/data/apis/v1/${apiId}${path}`,
      headers: { host: hostOf(projectId), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    })

  beforeAll(async () => {
    await new Promise<void>((resolve) =>
      upstream.listen(0, '127.0.0.1', resolve)
    )
    const port = (upstream.address() as AddressInfo).port
    const env = testEnv({
      WORKER_IN_PROCESS: '0',
      OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
    })
    const vaultKeys = generateVaultKeyring()
    ctx = await buildTestApp({ env, vaultKeys })
    preview = await buildTestPreview({
      env,
      database: ctx.database,
      vaultKeys,
      // One rate window for the whole file: a minute that ends mid-test resets no count.
      now: () => new Date('2026-01-01T12:00:30Z'),
    })
    ada = await newClient(ctx)
    bob = await newClient(ctx)
    const created = await ada.post('/apis', {
      name: 'Weather',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      authType: 'bearer',
      secret: SECRET,
    })
    expect(created.statusCode, created.body).toBe(201)
    apiId = created.json().api._id
    // Choosing the API for a build lets the project's app call it.
    const built = await ada.build({
      prompt: 'A weather app',
      model: 'offline',
      preselectedApiIds: [apiId],
    })
    adaProject = built.projectId
    await seedAppVersion(ctx.database, adaProject, 'weather-v1', {
      'src/App.tsx': APP,
    })
    const other = await bob.build({ prompt: 'A notes app', model: 'offline' })
    bobProject = other.projectId
    await seedAppVersion(ctx.database, bobProject, 'notes-v1', {
      'src/App.tsx': APP,
    })
  })
  afterAll(async () => {
    await preview.close()
    await ctx.close()
    upstream.close()
  })

  it('adds the stored credential on the server, never in what the browser gets', async () => {
    const res = await viaApp(adaProject, 'POST', '/forecast?city=Oslo', {
      payload: '{"days":3}',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer end-user-token',
        cookie: 'session=visitor',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const got = seen.at(-1)!
    expect(got).toMatchObject({
      method: 'POST',
      url: '/v1/forecast?city=Oslo',
      body: '{"days":3}',
    })
    expect(got.headers.authorization).toBe(`Bearer ${SECRET}`)
    expect(got.headers.cookie).toBeUndefined()

    expect(res.body).not.toContain(SECRET)
    expect(JSON.stringify(res.headers)).not.toContain(SECRET)
    expect(res.json()).toEqual({
      youSent: 'Bearer [redacted]',
      path: '/v1/forecast?city=Oslo',
    })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers.etag).toBe('"abc"')
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })

  it('removes the credential from an answer also when the API encodes it', async () => {
    const res = await viaApp(adaProject, 'GET', '/encoded')
    expect(res.statusCode).toBe(200)
    const forms = [
      SECRET,
      encodeURIComponent(SECRET),
      ...[0, 1, 2].map((offset) =>
        Buffer.from(`${'x'.repeat(offset)}${SECRET}`)
          .toString('base64')
          .slice(8, -8)
      ),
    ]
    for (const form of forms) expect(res.body).not.toContain(form)
    expect(res.body).toContain('[redacted]')
  })

  it("refuses a share link's visitors: they may not spend the owner's credential", async () => {
    const share = await seedShareLink(ctx.database, adaProject, 'weather-v1')
    const before = seen.length
    const res = await preview.preview.inject({
      method: 'GET',
      url: `/data/apis/v1/${apiId}/forecast`,
      headers: { host: share.host },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(
      "A shared version cannot call its owner's APIs. Open the published app to use them."
    )
    expect(seen.length).toBe(before)
  })

  it("passes the API's own answer status through", async () => {
    const res = await viaApp(adaProject, 'GET', '/missing')
    expect(res.statusCode).toBe(404)
    expect(res.json().path).toBe('/v1/missing')
  })

  it('refuses paths that leave the base URL', async () => {
    const before = seen.length
    for (const path of [
      '/a%2F..%2F..%2Fadmin',
      '/a%5C..',
      '/a/%2e%2e%2fadmin',
    ]) {
      const res = await viaApp(adaProject, 'GET', path)
      expect(res.statusCode, path).toBe(400)
      expect(res.json().error.message).toContain("stay under the API's address")
    }
    // Dot segments are resolved before routing: they never reach the proxy.
    for (const path of ['/../admin', '/x/%2E%2E/%2e%2e/admin']) {
      expect((await viaApp(adaProject, 'GET', path)).statusCode).toBe(404)
    }
    expect(seen.length).toBe(before)
  })

  it("refuses another user's project and a project without the grant", async () => {
    const foreign = await viaApp(bobProject, 'GET', '/forecast')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toContain('may not use that API')
    expect(foreign.body).not.toContain(SECRET)
    // Bob cannot grant Ada's API to his project either.
    expect(
      (await bob.put(`/build_project/${bobProject}/apis/${apiId}`)).statusCode
    ).toBe(404)
    expect(
      (await bob.get(`/build_project/${adaProject}/apis`)).statusCode
    ).toBe(404)

    const withdrawn = await ada.del(
      `/build_project/${adaProject}/apis/${apiId}`
    )
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json().apis).toEqual([
      expect.objectContaining({ apiId, name: 'Weather', granted: false }),
    ])
    expect((await viaApp(adaProject, 'GET', '/forecast')).statusCode).toBe(404)
    const again = await ada.put(`/build_project/${adaProject}/apis/${apiId}`)
    expect(again.json().apis[0].granted).toBe(true)
    expect((await viaApp(adaProject, 'GET', '/forecast')).statusCode).toBe(200)
  })

  it("limits each visitor's calls apart from the app's", async () => {
    const fromAddress = (remoteAddress: string) =>
      preview.preview.inject({
        method: 'GET',
        url: `/data/apis/v1/${apiId}/forecast`,
        headers: { host: hostOf(adaProject) },
        remoteAddress,
      })
    for (let n = 0; n < API_PROXY_LIMITS.callsPerVisitorPerMinute; n++) {
      expect((await fromAddress('203.0.113.9')).statusCode).toBe(200)
    }
    const over = await fromAddress('203.0.113.9')
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toEqual(expect.any(String))
    expect(over.json().error.message).toContain('too many API calls from you')
    expect((await fromAddress('198.51.100.8')).statusCode).toBe(200)
  })

  it('bounds the size of the answer', async () => {
    const big = await viaApp(adaProject, 'GET', '/big')
    expect(big.statusCode).toBe(422)
    expect(big.json().error.message).toContain('larger than 2 MB')
  })

  it('refuses an oversized request body', async () => {
    const res = await viaApp(adaProject, 'POST', '/forecast', {
      payload: 'x'.repeat(600 * 1024),
      headers: { 'content-type': 'text/plain' },
    })
    expect(res.statusCode).toBe(413)
  })
})
