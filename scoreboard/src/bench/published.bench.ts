import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import postgres from 'postgres'
import { createClient } from '../client'
import { launchInstance } from '../instance'
import { measure, type LoadResult } from '../load/autocannon'
import { startBaseline } from '../load/bare-server'
import { previewRequest } from '../preview-fetch'
import { signUp, waitForTask } from '../users'

const CONNECTIONS = 50

const ROUNDS = 3

type Target = {
  origin: string
  paths: string[]
  headers?: Record<string, string>
}

/**
 * Kiln and its baseline at 50 connections, in turns (ROUNDS each, after a
 * one-second warm-up of each), so that load from elsewhere on the machine
 * falls on both: the median round of each by requests per second.
 */
async function compare(kiln: Target, baseline: Target, seconds: number) {
  const run = (target: Target, time: number) =>
    measure(target.origin, {
      connections: CONNECTIONS,
      headers: target.headers,
      paths: target.paths,
      seconds: time,
    })
  await run(baseline, 1)
  await run(kiln, 1)
  const rounds: { kiln: LoadResult; baseline: LoadResult }[] = []
  for (let i = 0; i < ROUNDS; i++) {
    rounds.push({
      baseline: await run(baseline, seconds),
      kiln: await run(kiln, seconds),
    })
  }
  const median = (pick: (round: (typeof rounds)[number]) => LoadResult) =>
    rounds.map(pick).sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)]!
  return { kiln: median((r) => r.kiln), baseline: median((r) => r.baseline) }
}

const ratio = (kiln: number, baseline: number) =>
  Number((kiln / Math.max(1, baseline)).toFixed(3))

/**
 * One published app (an offline build on PGlite, Kiln's default): its index
 * and its largest asset, asked for in turn, from Kiln's preview host and
 * from @fastify/static serving the same bytes from disk, in one run. No
 * Accept-Encoding: both send the bytes as stored.
 */
export async function benchPublished(seconds: number) {
  const instance = await launchInstance({}, { adminUrl: null })
  const root = mkdtempSync(join(tmpdir(), 'kiln-bench-static-'))
  try {
    const client = createClient(instance.apiUrl)
    const user = await signUp(client)
    const created = await client.ok('POST', '/build_task', {
      token: user.token,
      body: { prompt: 'A todo list', model: 'offline' },
    })
    const task = await waitForTask(client, user.token, created._id)
    const { published } = await client.ok(
      'PUT',
      `/build_project/${task.projectId}/publish`,
      { token: user.token, body: { taskId: task._id } }
    )
    const url = new URL(String(published.url))
    const index = await previewRequest(url.toString())
    const assets = [
      ...index.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g),
    ].map((match) => match[1]!)
    let largest: { path: string; bytes: Buffer } = {
      path: '',
      bytes: Buffer.alloc(0),
    }
    for (const path of assets) {
      const bytes = await fetchBytes(url, path)
      if (bytes.length > largest.bytes.length) largest = { path, bytes }
    }
    if (!largest.path) throw new Error('the published app has no assets')
    writeFileSync(join(root, 'index.html'), index.body)
    const onDisk = join(root, largest.path)
    mkdirSync(dirname(onDisk), { recursive: true })
    writeFileSync(onDisk, largest.bytes)

    const paths = ['/', largest.path]
    const server = await startBaseline('static-files.mjs', {
      STATIC_ROOT: root,
    })
    try {
      const { kiln, baseline } = await compare(
        {
          origin: `http://127.0.0.1:${instance.previewPort}`,
          paths,
          headers: { host: url.host },
        },
        { origin: server.origin, paths },
        seconds
      )
      return {
        kilnRps: kiln.rps,
        staticRps: baseline.rps,
        ratio: ratio(kiln.rps, baseline.rps),
        p50Ms: kiln.p50,
        p99Ms: kiln.p99,
        staticP99Ms: baseline.p99,
        assetKb: Math.round(largest.bytes.length / 1024),
        errors: kiln.errors + kiln.non2xx + baseline.errors + baseline.non2xx,
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
    await instance.dispose()
  }
}

/** A file of a preview origin as bytes, asked of 127.0.0.1 with its Host header. */
function fetchBytes(origin: URL, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(
      {
        host: '127.0.0.1',
        port: origin.port,
        path,
        headers: { host: origin.host },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${path}: ${res.statusCode}`))
        )
      }
    ).on('error', reject)
  })
}

const RECORDS = 100
const ENTITY = 'bench_items'

/**
 * The generated apps' data API on PostgreSQL: `GET /data/store/v1/all` of
 * 100 records from a published app's origin, against a bare Fastify route
 * running the same query on the same database, in one run.
 */
export async function benchDataApi(adminUrl: string, seconds: number) {
  const instance = await launchInstance(
    {
      // The bench is one visitor asking as fast as it can.
      APP_DATA_READS_PER_MINUTE: '100000000',
      APP_DATA_READS_PER_VISITOR_PER_MINUTE: '100000000',
    },
    { adminUrl }
  )
  try {
    const client = createClient(instance.apiUrl)
    const user = await signUp(client)
    const created = await client.ok('POST', '/build_task', {
      token: user.token,
      body: { prompt: 'A todo list', model: 'offline' },
    })
    const task = await waitForTask(client, user.token, created._id)
    const { published } = await client.ok(
      'PUT',
      `/build_project/${task.projectId}/publish`,
      { token: user.token, body: { taskId: task._id } }
    )
    const url = String(published.url)
    const call = async (path: string, body: unknown) => {
      const res = await previewRequest(new URL(path, url).toString(), {
        method: 'POST',
        body,
      })
      if (res.status >= 300)
        throw new Error(`${path}: ${res.status} ${res.body}`)
    }
    await call('/data/registry/v1/resource/entity', {
      name: ENTITY,
      fields: [
        { name: 'title', type: 'string' },
        { name: 'done', type: 'boolean' },
      ],
    })
    for (let i = 0; i < RECORDS; i++) {
      await call('/data/store/v1/records', {
        entity: ENTITY,
        data: { title: `Item ${i}`, done: i % 3 === 0 },
      })
    }
    const path = `/data/store/v1/all?entity=${ENTITY}`
    const listed = await previewRequest(new URL(path, url).toString())
    const count = (JSON.parse(listed.body) as { records: unknown[] }).records
      .length
    if (count !== RECORDS) throw new Error(`the list holds ${count} records`)

    const bare = await startBaseline('bare-data.mjs', {
      BARE_DATABASE_URL: instance.databaseUrl!,
      BARE_PROJECT_ID: await dataKeyOf(instance.databaseUrl!, task.projectId),
      BARE_ENTITY: ENTITY,
    })
    try {
      // The baseline must list the same records, or the ratio means nothing.
      const bareList = await previewRequest(`${bare.origin}/bare`)
      const bareCount = (JSON.parse(bareList.body) as { records: unknown[] })
        .records.length
      if (bareCount !== RECORDS)
        throw new Error(`the bare route lists ${bareCount} records`)
      const { kiln, baseline } = await compare(
        {
          origin: `http://127.0.0.1:${instance.previewPort}`,
          paths: [path],
          headers: { host: new URL(url).host },
        },
        { origin: bare.origin, paths: ['/bare'] },
        seconds
      )
      return {
        kilnRps: kiln.rps,
        bareRps: baseline.rps,
        ratio: ratio(kiln.rps, baseline.rps),
        p50Ms: kiln.p50,
        p99Ms: kiln.p99,
        errors: kiln.errors + kiln.non2xx + baseline.errors + baseline.non2xx,
      }
    } finally {
      await bare.stop()
    }
  } finally {
    await instance.dispose()
  }
}

/**
 * The key the published app's records are stored under: the project id, or
 * the key of a published app with data of its own (it starts with the id).
 */
async function dataKeyOf(databaseUrl: string, projectId: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ key: string }[]>`
      select distinct project_id as key from app_records
      where entity = ${ENTITY} and starts_with(project_id, ${projectId})`
    if (rows.length !== 1)
      throw new Error(`the records are under ${rows.length} keys`)
    return rows[0]!.key
  } finally {
    await sql.end()
  }
}
