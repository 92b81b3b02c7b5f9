import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenForMetrics } from '../../lib/metrics-listener'
import {
  newClient,
  type Client,
} from '../../modules/build-tasks/test/build-test-kit'
import {
  FIRST_BUILD,
  useScriptedOpenAi,
} from '../../modules/build-tasks/test/llm-env'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { buildTestPreview } from '../../test/preview-helper'

const TOKEN = 'metrics-token-for-tests-0123456789'

/** The value of one sample (`name{labels}`), 0 when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {}
) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/)
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3])
  }
  return 0
}

/** A package store with one registry package (1234 bytes) and one seed link. */
function packageStoreDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiln-metrics-store-'))
  const entry = (name: string, marker: object) => {
    mkdirSync(path.join(dir, 'v1', name), { recursive: true })
    writeFileSync(
      path.join(dir, 'v1', name, 'kiln-package.json'),
      JSON.stringify(marker)
    )
  }
  entry('left-pad@1.3.0', {
    name: 'left-pad',
    version: '1.3.0',
    bytes: 1234,
    source: 'registry',
  })
  entry('react@19.0.0', {
    name: 'react',
    version: '19.0.0',
    bytes: 99999,
    source: 'seed',
  })
  return dir
}

describe('GET /metrics', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let alice: Client
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  const storeDir = packageStoreDir()
  beforeAll(async () => {
    llm = await useScriptedOpenAi()
    ctx = await buildTestApp({
      env: testEnv({
        METRICS_TOKEN: TOKEN,
        WORKER_IN_PROCESS: '0',
        PACKAGE_STORE_DIR: storeDir,
      }),
    })
    alice = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
    rmSync(storeDir, { recursive: true, force: true })
  })

  const scrape = async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    return res.body
  }

  it('refuses a caller without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const res = await ctx.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(res.statusCode).toBe(401)
      expect(res.body).not.toContain('kiln_')
    }
  })

  it('counts requests by route pattern, never by the raw URL', async () => {
    const before = await scrape()
    const labels = {
      method: 'GET',
      route: '/api/build_task/:taskId',
      status: '404',
    }
    await alice.get('/build_task/no-such-task-4f2a')
    await alice.get('/build_task/no-such-task-9c1b')
    const after = await scrape()
    expect(sample(after, 'kiln_http_requests_total', labels)).toBe(
      sample(before, 'kiln_http_requests_total', labels) + 2
    )
    expect(
      sample(after, 'kiln_http_request_duration_seconds_count', labels)
    ).toBe(
      sample(before, 'kiln_http_request_duration_seconds_count', labels) + 2
    )
    expect(after).not.toContain('no-such-task')
  })

  it('shows the queue, then the build: steps, checks, tokens and credits by model', async () => {
    const model = { provider: 'openai', model: 'openai:gpt-4o' }
    const before = await scrape()
    llm.server.script(...FIRST_BUILD)
    const task = await alice.build({ prompt: 'hello page', model: model.model })
    const queued = await scrape()
    expect(sample(queued, 'kiln_build_jobs', { state: 'queued' })).toBe(1)
    expect(sample(queued, 'kiln_build_jobs', { state: 'running' })).toBe(0)
    expect(queued).toContain('kiln_build_queue_oldest_seconds ')

    await ctx.app.buildWorker.drain()
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
    const after = await scrape()
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(sample(after, 'kiln_build_jobs', { state: 'queued' })).toBe(0)
    expect(
      delta('kiln_build_jobs_finished_total', {
        kind: 'build-task',
        outcome: 'succeeded',
      })
    ).toBe(1)
    expect(delta('kiln_model_tokens_total', { ...model, kind: 'input' })).toBe(
      300
    )
    expect(delta('kiln_model_tokens_total', { ...model, kind: 'output' })).toBe(
      60
    )
    expect(delta('kiln_model_credits_total', model)).toBe(1)
    for (const step of ['plan', 'code', 'check'])
      expect(delta('kiln_build_step_duration_seconds_count', { step })).toBe(1)
    expect(delta('kiln_build_checks_total')).toBe(1)
    expect(delta('kiln_build_repairs_total')).toBe(0)
  })

  it('measures the package store, the event loop and open event streams', async () => {
    const text = await scrape()
    expect(sample(text, 'kiln_package_store_bytes')).toBe(1234)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    if (ctx.database.mode === 'postgres') {
      expect(sample(text, 'kiln_db_pool_max')).toBe(10)
      // the scrape's own query is one active connection of this pool
      expect(
        sample(text, 'kiln_db_connections', { state: 'active' })
      ).toBeGreaterThanOrEqual(1)
    } else expect(text).not.toMatch(/^kiln_db_connections\{/m)

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const task = await alice.build({ prompt: 'another page', model: 'offline' })
    const abort = new AbortController()
    const res = await fetch(`${address}/api/build_task/${task._id}/events`, {
      headers: { authorization: `Bearer ${alice.user.accessToken}` },
      signal: abort.signal,
    })
    expect(res.status).toBe(200)
    await res.body!.getReader().read()
    const open = sample(await scrape(), 'kiln_event_streams_open')
    expect(open).toBeGreaterThanOrEqual(1)
    abort.abort()
    await expect
      .poll(async () => sample(await scrape(), 'kiln_event_streams_open'))
      .toBe(open - 1)
  })
})

describe('metrics settings', () => {
  it('serves no /metrics on the app’s port without METRICS_TOKEN', async () => {
    const ctx = await buildTestApp()
    try {
      const res = await ctx.app.inject({ url: '/metrics' })
      expect(res.statusCode).not.toBe(200)
      expect(res.body).not.toContain('kiln_http_requests_total')
    } finally {
      await ctx.close()
    }
  })

  it('METRICS_PORT: a listener of its own answers /metrics without a token, and nothing else', async () => {
    const listener = await listenForMetrics(0, '127.0.0.1')
    try {
      const base = `http://127.0.0.1:${listener.port}`
      const res = await fetch(`${base}/metrics`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(
        '# TYPE kiln_http_requests_total counter'
      )
      expect((await fetch(`${base}/`)).status).toBe(404)
      expect((await fetch(`${base}/api/health`)).status).toBe(404)
    } finally {
      await listener.close()
    }
  })

  it('counts preview-host requests by the kind of site asked for', async () => {
    const listener = await listenForMetrics(0, '127.0.0.1')
    const preview = await buildTestPreview()
    try {
      const read = async () =>
        sample(
          await (
            await fetch(`http://127.0.0.1:${listener.port}/metrics`)
          ).text(),
          'kiln_preview_requests_total',
          { site: 'none', status: '404' }
        )
      const before = await read()
      const res = await preview.preview.inject({
        url: '/',
        headers: { host: 'v-nosuchversion.localhost:3001' },
      })
      expect(res.statusCode).toBe(404)
      expect(await read()).toBe(before + 1)
    } finally {
      await preview.close()
      await listener.close()
    }
  })
})
