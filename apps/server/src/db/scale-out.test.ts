import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../modules/app-data/test/s3-server'
import { freePort } from '../test/free-port'
import {
  freshPostgresDatabase,
  killAll,
  sharedSettings,
  startKiln,
  type Kiln,
} from '../test/kiln-process'

type Api = { kiln: Kiln; url: string; previewPort: number }
/** The fields of API answers this test reads. */
type Answer = {
  accessToken?: string
  _id: string
  projectId: string
  status?: string
  published: { url: string }
}
type Frame = { id: number; event: string; data: Record<string, unknown> }

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Reads a task's event stream from `api` after `lastId` into `frames` until
 * a terminal status arrives (true) or the connection breaks (false).
 */
async function followStream(
  api: Api,
  token: string,
  taskId: string,
  frames: Frame[]
): Promise<boolean> {
  const lastId = frames.at(-1)?.id
  try {
    const res = await fetch(`${api.url}/api/build_task/${taskId}/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastId ? { 'last-event-id': String(lastId) } : {}),
      },
    })
    if (res.status !== 200) return false
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of res.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2)
        const id = field('id')
        if (!id) continue // a comment (connected, ping)
        const frame = {
          id: Number(id),
          event: field('event')!,
          data: JSON.parse(field('data')!) as Record<string, unknown>,
        }
        frames.push(frame)
        if (
          frame.event === 'status' &&
          ['COMPLETED', 'FAILED', 'CANCELLED'].includes(
            String(frame.data.status)
          )
        )
          return true
      }
    }
  } catch {
    // the process answering was killed
  }
  return false
}

/** GET / of a published app through one API's preview host. */
function getPublished(api: Api, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: api.previewPort,
        path: '/',
        headers: { host },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'scale-out: two APIs and two workers on one PostgreSQL database and S3 store',
  () => {
    const started: Kiln[] = []
    const dirs: string[] = []
    const cleanups: (() => Promise<void>)[] = []
    afterAll(async () => {
      killAll(started)
      await Promise.all(started.map((kiln) => kiln.exited))
      for (const cleanup of cleanups) await cleanup().catch(() => {})
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    })

    it('every build finishes once, streams resume on the other API, published apps keep answering, after one API and one worker are killed mid-build', async () => {
      const database = await freshPostgresDatabase()
      cleanups.push(database.drop)
      const s3 = await startS3Server()
      cleanups.push(s3.close)
      const ports = [await freePort(), await freePort()]
      const shared = {
        ...sharedSettings(),
        DATABASE_URL: database.url,
        APP_FILES_S3_URL: s3.url,
        PACKAGE_OFFLINE: '1',
        // one deployment: one public address (the tokens' issuer)
        PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      }
      const dataDir = () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'kiln-scale-'))
        dirs.push(dir)
        return dir
      }
      const apis: Api[] = []
      for (const port of ports) {
        const previewPort = await freePort()
        const kiln = startKiln('server', {
          ...shared,
          DATA_DIR: dataDir(),
          PORT: String(port),
          PREVIEW_PORT: String(previewPort),
          WORKER_IN_PROCESS: '0',
        })
        apis.push({ kiln, url: `http://127.0.0.1:${port}`, previewPort })
      }
      // the surviving worker reports its metrics on a port of its own
      const workerMetricsPort = await freePort()
      const workers = [0, 1].map((i) =>
        startKiln('worker', {
          ...shared,
          DATA_DIR: dataDir(),
          WORKER_CONCURRENCY: '1',
          ...(i === 1 ? { METRICS_PORT: String(workerMetricsPort) } : {}),
        })
      )
      started.push(...apis.map((api) => api.kiln), ...workers)
      await Promise.all(started.map((kiln) => kiln.ready))

      const call = async (
        api: Api,
        method: string,
        url: string,
        token?: string,
        body?: object
      ) => {
        const res = await fetch(`${api.url}/api${url}`, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        })
        return {
          status: res.status,
          body: (await res.json()) as Answer,
        }
      }
      const signup = await call(apis[0]!, 'POST', '/auth/signup', undefined, {
        email: `scale-${Date.now()}@example.com`,
        password: 'correct horse battery',
      })
      expect(signup.status).toBe(201)
      const token = String(signup.body.accessToken)
      const statusOn = async (api: Api, id: string) =>
        (await call(api, 'GET', `/build_task/${id}`, token)).body.status

      // A first app, built through one API and published through the other.
      const first = await call(apis[0]!, 'POST', '/build_task', token, {
        prompt: 'A bakery landing page',
        model: 'offline',
      })
      expect(first.status).toBe(201)
      await expect
        .poll(() => statusOn(apis[1]!, first.body._id), {
          timeout: 120_000,
          interval: 250,
        })
        .toBe('COMPLETED')
      const published = await call(
        apis[1]!,
        'PUT',
        `/build_project/${first.body.projectId}/publish`,
        token,
        { taskId: first.body._id }
      )
      expect(published.status).toBe(200)
      const publishedHost = new URL(published.body.published.url).hostname
      const site = (api: Api) =>
        getPublished(api, `${publishedHost}:${api.previewPort}`)
      const page = await site(apis[0]!)
      expect(page.status).toBe(200)
      expect((await site(apis[1]!)).body).toBe(page.body)

      // Four builds spread over both APIs, each followed on an API's stream.
      const tasks: string[] = []
      for (let i = 0; i < 4; i++) {
        const created = await call(apis[i % 2]!, 'POST', '/build_task', token, {
          prompt: `A todo list number ${i + 1}`,
          model: 'offline',
        })
        expect(created.status).toBe(201)
        tasks.push(String(created.body._id))
      }
      const frames = new Map(tasks.map((id) => [id, [] as Frame[]]))
      const reconnects = new Map(tasks.map((id) => [id, 0]))
      const streams = tasks.map(async (id, i) => {
        let api = apis[i % 2]!
        while (!(await followStream(api, token, id, frames.get(id)!))) {
          // cut: resume on the API that is still up, after the last event seen
          api = apis[1]!
          reconnects.set(id, reconnects.get(id)! + 1)
          await sleep(200)
        }
      })

      // Kill API 1 and worker 1 while that worker holds a build.
      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      cleanups.unshift(() => sql.end())
      const victim = workers[0]!.child.pid!
      let killedTask: string | undefined
      for (let i = 0; i < 2_400 && !killedTask; i++) {
        const [running] = await sql<{ task_id: string }[]>`
          select task_id from jobs where status = 'running'
          and locked_by like ${`%:${victim}:%`} limit 1`
        if (running) killedTask = running.task_id
        else await sleep(50)
      }
      expect(killedTask).toBeDefined()
      workers[0]!.child.kill('SIGKILL')
      apis[0]!.kiln.child.kill('SIGKILL')
      await Promise.all([workers[0]!.exited, apis[0]!.kiln.exited])

      // The published app still answers on the API that is up.
      for (let i = 0; i < 5; i++)
        expect((await site(apis[1]!)).body).toBe(page.body)

      await Promise.race([
        Promise.all(streams),
        sleep(180_000).then(() => {
          throw new Error('streams did not end')
        }),
      ])
      for (const id of tasks)
        expect(await statusOn(apis[1]!, id)).toBe('COMPLETED')

      // Exactly once: one finished job, one COMPLETED event, one charge each.
      for (const id of tasks) {
        const jobs = await sql<{ status: string; attempts: number }[]>`
          select status, attempts from jobs where task_id = ${id}`
        expect(jobs.map((job) => job.status)).toEqual(['succeeded'])
        const [completed] = await sql<{ count: number }[]>`
          select count(*)::int as count from task_events
          where task_id = ${id} and type = 'status' and data->>'status' = 'COMPLETED'`
        expect(completed!.count).toBe(1)
        // an offline build costs its 1-credit reservation: taken once, kept
        const [credits] = await sql<{ rows: number; spent: number }[]>`
          select count(*)::int as rows, coalesce(sum(delta), 0)::int as spent
          from credit_ledger where task_id = ${id}`
        expect(credits).toEqual({ rows: 1, spent: 1 })
      }
      const [killedJob] = await sql<{ attempts: number }[]>`
        select attempts from jobs where task_id = ${killedTask!}`
      expect(killedJob!.attempts).toBe(2)

      // Nothing lost: each stream saw every stored event once, in order,
      // across its reconnection.
      for (const id of tasks) {
        const stored = await sql<{ id: string }[]>`
          select id from task_events where task_id = ${id} order by id`
        expect(frames.get(id)!.map((frame) => frame.id)).toEqual(
          stored.map((row) => Number(row.id))
        )
      }
      // the streams on the killed API were cut and resumed
      expect(
        tasks
          .filter((_, i) => i % 2 === 0)
          .every((id) => reconnects.get(id)! >= 1)
      ).toBe(true)

      // The surviving worker's metrics: the builds it finished, the empty queue.
      const workerMetrics = await (
        await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`)
      ).text()
      const finished =
        /^kiln_build_jobs_finished_total\{kind="build-task",outcome="succeeded"\} (\d+)$/m.exec(
          workerMetrics
        )
      expect(Number(finished?.[1])).toBeGreaterThanOrEqual(1)
      expect(workerMetrics).toMatch(/^kiln_build_jobs\{state="queued"\} 0$/m)
      expect(workerMetrics).toMatch(/^kiln_db_connections\{state="\w+"\} \d+$/m)
    }, 300_000)
  }
)
