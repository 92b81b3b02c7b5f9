import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup } from '../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../test/helper'
import { eventually, secondProcess } from '../../test/second-process'

describe('cached sessions end at once', () => {
  let ctx: TestContext
  let other: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp()
    other = await secondProcess(ctx)
  })
  afterAll(async () => {
    await other.close()
    await ctx.close()
  })

  const account = (app: TestContext, token: string) =>
    app.app.inject({ url: '/api/auth/account', headers: bearer(token) })

  it('refuses a signed-out session in this process before the sign-out is answered, and in others', async () => {
    const user = await signup(ctx.app)
    expect((await account(ctx, user.accessToken)).statusCode).toBe(200)
    expect((await account(other, user.accessToken)).statusCode).toBe(200)

    const out = await ctx.app.inject({
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
    })
    expect(out.statusCode).toBe(200)
    const refused = await account(ctx, user.accessToken)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error.message).toBe(
      'Your session has ended. Please sign in again.'
    )
    await eventually(async () => {
      expect((await account(other, user.accessToken)).statusCode).toBe(401)
    })
  })

  it('refuses a session that ended in the database without a request of its user', async () => {
    const user = await signup(ctx.app)
    expect((await account(ctx, user.accessToken)).statusCode).toBe(200)
    expect((await account(other, user.accessToken)).statusCode).toBe(200)
    await ctx.database.db.execute(
      sql`update sessions set revoked_at = now() where user_id = ${user.userId}`
    )
    // PGlite hears its own notification before the update resolves.
    if (ctx.database.mode === 'pglite') {
      expect((await account(ctx, user.accessToken)).statusCode).toBe(401)
    }
    await eventually(async () => {
      expect((await account(ctx, user.accessToken)).statusCode).toBe(401)
      expect((await account(other, user.accessToken)).statusCode).toBe(401)
    })
  })

  it('refuses the sessions of a deleted account', async () => {
    const user = await signup(ctx.app)
    expect((await account(other, user.accessToken)).statusCode).toBe(200)
    await ctx.database.db.execute(
      sql`delete from users where id = ${user.userId}`
    )
    await eventually(async () => {
      expect((await account(other, user.accessToken)).statusCode).toBe(401)
    })
  })
})
