import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startS3Server } from '../app-data/test/s3-server'

const ready = (ctx: TestContext) =>
  ctx.app.inject({ method: 'GET', url: '/api/health/ready' })

describe('GET /api/health/ready', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let ctx: TestContext
  beforeAll(async () => {
    s3 = await startS3Server()
    ctx = await buildTestApp({
      env: testEnv({ APP_FILES_S3_URL: s3.url }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await s3.close().catch(() => {})
  })

  it('answers ready when the migrations are applied and the database and object store answer', async () => {
    const res = await ready(ctx)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready' })
  })

  it('answers 503 while the database lacks this build’s newest migration', async () => {
    const [newest] = (await ctx.database.db
      .execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`
      )
      .then((result) =>
        Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      )) as { id: number; hash: string; created_at: string }[]
    await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`
    )
    try {
      const res = await ready(ctx)
      expect(res.statusCode).toBe(503)
      expect(res.json().error.message).toBe(
        'The database migrations are not applied yet.'
      )
      // liveness does not care
      expect((await ctx.app.inject('/api/health')).statusCode).toBe(200)
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`
      )
    }
    expect((await ready(ctx)).statusCode).toBe(200)
  })

  it('answers 503 when the object store stops answering', async () => {
    await s3.close()
    const res = await ready(ctx)
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe('The object store is not reachable.')
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200)
  })
})

describe('readiness during shutdown', () => {
  it('answers 503 once the app starts closing (SIGTERM closes it)', async () => {
    let url = ''
    let duringClose: { status: number; connection: string | null } | undefined
    const ctx = await buildTestApp({
      // asks over HTTP while the server still listens, as a load balancer does
      setup: (app) =>
        app.addHook('preClose', async () => {
          const res = await fetch(url)
          duringClose = {
            status: res.status,
            connection: res.headers.get('connection'),
          }
        }),
    })
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    url = `${address}/api/health/ready`
    expect((await fetch(url)).status).toBe(200)
    await ctx.close()
    expect(duringClose).toEqual({ status: 503, connection: 'close' })
  })
})
