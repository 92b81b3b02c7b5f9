import { createHash, randomBytes } from 'node:crypto'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTasks } from '../../db/schema'
import { signup } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { saveTaskFiles } from '../build-tasks/task-files.repo'
import { client, type Client } from '../build-tasks/test/build-test-kit'

type ErrorBody = { error: { message: string } }

const sha256 = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex')

/** Text that deflate cannot shrink much: `bytes` of it cost real compression time. */
const noise = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes)

describe('account export: streamed, each file once, one at a time', () => {
  let ctx: TestContext
  let dave: Client
  let projectId: string
  const big = [noise(1_500_000), noise(1_500_000)]
  const VERSIONS = 24

  beforeAll(async () => {
    ctx = await buildTestApp({ env: testEnv({ WORKER_IN_PROCESS: '0' }) })
    dave = client(ctx, await signup(ctx.app))
    const first = await dave.build({ prompt: 'A big app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    projectId = first.projectId
    // Versions 2..VERSIONS+1 share the two big files and change one small one.
    for (let n = 2; n <= VERSIONS + 1; n++) {
      const [task] = await ctx.app.db
        .insert(buildTasks)
        .values({
          projectId,
          userId: dave.user.userId,
          prompt: `Change ${n}`,
          status: 'SUCCESS',
          buildTaskVersion: '1',
          modelId: 'manual',
          modelLabel: 'Manual',
          versionNumber: n,
        })
        .returning()
      await saveTaskFiles(ctx.app.db, task!.id, {
        'src/data/one.txt': big[0]!,
        'src/data/two.txt': big[1]!,
        'src/version.ts': `export const version = ${n}\n`,
        'public/logo.png': `data:image/png;base64,${Buffer.from(`png ${n % 2}`).toString('base64')}`,
      })
    }
  }, 120_000)
  afterAll(async () => {
    await ctx.close()
  })

  it('keeps the API responsive while a large export is made, and stores each file once', async () => {
    let last = performance.now()
    let maxGap = 0
    const tick = setInterval(() => {
      const now = performance.now()
      maxGap = Math.max(maxGap, now - last)
      last = now
    }, 5)
    const exported = dave.get(`/users/${dave.user.userId}/export`)
    // Meanwhile, another request is answered at once.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    const healthMs = performance.now() - started
    const res = await exported
    clearInterval(tick)
    expect(res.statusCode, res.body).toBe(200)
    expect(health.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kiln-account-export.zip"'
    )
    // Zipping ~72 MB of version files on the event loop blocked it for seconds.
    expect(maxGap).toBeLessThan(400)
    expect(healthMs).toBeLessThan(400)

    const zip = unzipSync(new Uint8Array(res.rawPayload))
    const names = Object.keys(zip)
    const blobs = names.filter((name) => name.startsWith('blobs/'))
    expect(blobs.filter((name) => name.includes(sha256(big[0]!)))).toHaveLength(
      1
    )
    expect(blobs.filter((name) => name.includes(sha256(big[1]!)))).toHaveLength(
      1
    )
    expect(new Set(blobs).size).toBe(blobs.length)
    // The archive is about the size of the distinct files, not versions × files.
    expect(res.rawPayload.length).toBeLessThan(2 * 1_500_000 * 1.2)

    const project = names.find((name) => name.endsWith('/project.json'))!
    const root = project.replace(/project\.json$/, '')
    const meta = JSON.parse(strFromU8(zip[project]!))
    expect(meta.versions).toHaveLength(VERSIONS + 1)
    for (const { version } of meta.versions) {
      const manifest = JSON.parse(
        strFromU8(zip[`${root}versions/v${version}.json`]!)
      )
      expect(manifest.version).toBe(version)
      const files = manifest.files as Record<string, string>
      expect(Object.keys(files).length).toBeGreaterThan(0)
      for (const blob of Object.values(files)) expect(names).toContain(blob)
      if (version === 1) continue
      expect(strFromU8(zip[files['src/data/one.txt']!]!)).toBe(big[0])
      expect(strFromU8(zip[files['src/version.ts']!]!)).toBe(
        `export const version = ${version}\n`
      )
      // Binary files (stored as data URLs) come out as their bytes.
      expect(strFromU8(zip[files['public/logo.png']!]!)).toBe(
        `png ${version % 2}`
      )
    }
    expect(strFromU8(zip['README.txt']!)).toContain('blobs/')
  }, 120_000)

  it('runs one export per account at a time and answers 429 to a second one', async () => {
    const erin = client(ctx, await signup(ctx.app))
    await erin.build({ prompt: 'A small app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const url = (user: Client) =>
      `${address}/api/users/${user.user.userId}/export`
    const auth = (user: Client) => ({
      authorization: `Bearer ${user.user.accessToken}`,
    })
    // Dave's big export starts streaming; its body is not read yet.
    const first = await fetch(url(dave), { headers: auth(dave) })
    expect(first.status).toBe(200)
    const second = await fetch(url(dave), { headers: auth(dave) })
    expect(second.status).toBe(429)
    expect(((await second.json()) as ErrorBody).error.message).toMatch(
      /already being prepared/
    )
    // Another account is not held up.
    const other = await fetch(url(erin), { headers: auth(erin) })
    expect(other.status).toBe(200)
    await other.arrayBuffer()
    // Once the first one is done, the next may start.
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const again = await fetch(url(dave), { headers: auth(dave) })
    expect(again.status).toBe(200)
    await again.body?.cancel()
    // A download the user abandons frees the slot too.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const after = await fetch(url(dave), { headers: auth(dave) })
    expect(after.status).toBe(200)
    await after.arrayBuffer()

    // And an account may export only a few times an hour.
    let limited: Response | undefined
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await fetch(url(erin), { headers: auth(erin) })
      if (res.status === 429) limited = res
      else await res.arrayBuffer()
    }
    expect(limited?.status).toBe(429)
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await limited!.json()) as ErrorBody).error.message).toMatch(
      /times an hour/
    )
  }, 120_000)
})
