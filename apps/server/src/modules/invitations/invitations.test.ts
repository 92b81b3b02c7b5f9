import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditLedger, invitationCodes } from '../../db/schema'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'

type Code = { id: string; code: string }

describe('invitation codes', () => {
  let ctx: TestContext
  let admin: SignedUp
  let seller: SignedUp
  let outsider: SignedUp
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        ADMIN_EMAILS: 'boss@kiln.test',
        SALELIST_EMAILS: ' Seller@Kiln.test ',
      }),
    })
    admin = await signup(ctx.app, 'boss@kiln.test')
    seller = await signup(ctx.app, 'seller@kiln.test')
    outsider = await signup(ctx.app)
  })
  afterAll(() => ctx.close())

  const call = (
    method: string,
    url: string,
    user: SignedUp,
    payload?: object
  ) =>
    ctx.app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      headers: bearer(user.accessToken),
      payload,
    })
  const generate = async (body: object, user = seller) => {
    const res = await call('POST', '/invitation-codes/generate', user, body)
    expect(res.statusCode).toBe(201)
    return res.json().codes as [Code, ...Code[]]
  }
  const profile = async (user: SignedUp) =>
    (await call('GET', `/users/${user.userId}/profile`, user)).json().user

  it('checks the own e-mail against the seeded allow-list', async () => {
    const check = (user: SignedUp, email: string) =>
      call('POST', '/salelist/validate', user, { email })
    expect((await check(seller, 'SELLER@kiln.test')).json()).toEqual({
      valid: true,
    })
    expect((await check(outsider, outsider.email)).json()).toEqual({
      valid: false,
    })
    expect((await check(admin, admin.email)).json()).toEqual({ valid: true })
    expect((await check(outsider, 'seller@kiln.test')).statusCode).toBe(403)
    expect((await check(admin, outsider.email)).json().valid).toBe(false)
    expect((await check(outsider, 'not-an-email')).statusCode).toBe(400)
  })

  it('refuses code management to users off the allow-list', async () => {
    const body = {
      count: 1,
      usesPerCode: 1,
      grant: { type: 'credits', credits: 5 },
    }
    for (const [method, url, payload] of [
      ['POST', '/invitation-codes/generate', body],
      ['GET', '/invitation-codes', undefined],
      ['POST', '/invitation-codes/validate', { code: 'KILN-X' }],
      ['POST', '/invitation-codes/x/revoke', undefined],
      ['GET', '/admin/salelist', undefined],
    ] as const) {
      const res = await call(method, url, outsider, payload)
      expect(res.statusCode, url).toBe(403)
    }
    expect(
      (await ctx.app.inject({ url: '/api/invitation-codes' })).statusCode
    ).toBe(401)
  })

  it('rejects bad generation input with 400', async () => {
    for (const body of [
      { count: 0, usesPerCode: 1, grant: { type: 'credits', credits: 5 } },
      { count: 101, usesPerCode: 1, grant: { type: 'credits', credits: 5 } },
      { count: 1, usesPerCode: 1001, grant: { type: 'credits', credits: 5 } },
      { count: 1, usesPerCode: 1, grant: { type: 'plan', plan: 'gold' } },
      {
        count: 1,
        usesPerCode: 1,
        grant: { type: 'credits', credits: 5 },
        expiresAt: '2001-01-01T00:00:00Z',
      },
      {
        count: 1,
        usesPerCode: 1,
        grant: { type: 'credits', credits: 5 },
        expiresAt: 'soon',
      },
    ]) {
      const res = await call('POST', '/invitation-codes/generate', seller, body)
      expect(res.statusCode).toBe(400)
    }
  })

  it('stores only hashes of 160-bit codes and lists them with uses left', async () => {
    const codes = await generate({
      count: 3,
      usesPerCode: 2,
      grant: { type: 'credits', credits: 50 },
    })
    expect(codes).toHaveLength(3)
    for (const { code } of codes) expect(code).toMatch(/^KILN-[A-Z2-7]{32}$/)
    const rows = await ctx.app.db.select().from(invitationCodes)
    const stored = JSON.stringify(rows)
    for (const { code } of codes) expect(stored).not.toContain(code.slice(5))
    const list = (await call('GET', '/invitation-codes', seller)).json().codes
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({
      usesTotal: 2,
      usesLeft: 2,
      revokedAt: null,
    })
    expect(list[0].code).toBeUndefined()
    expect(
      (await call('GET', '/invitation-codes', admin)).json().codes
    ).toEqual([])
  })

  it('redeems credits once per user, with a ledger row naming the creator', async () => {
    const [{ code }] = await generate({
      count: 1,
      usesPerCode: 5,
      grant: { type: 'credits', credits: 40 },
    })
    const res = await call('POST', '/invitation-codes/redeem', outsider, {
      code: code.toLowerCase(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().grant).toEqual({ type: 'credits', credits: 40 })
    expect((await profile(outsider)).credits.availableCredits).toBe(140)
    const again = await call('POST', '/invitation-codes/redeem', outsider, {
      code,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('INVITATION_ALREADY_REDEEMED')
    const ledger = await ctx.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, outsider.userId))
    expect(ledger).toMatchObject([
      { delta: -40, reason: 'invitation_grant', actorId: seller.userId },
    ])
  })

  it('grants pro until the end of the cycle (an admin code)', async () => {
    const [{ code }] = await generate(
      {
        count: 1,
        usesPerCode: 1,
        grant: { type: 'plan', plan: 'pro' },
      },
      admin
    )
    const user = await signup(ctx.app)
    expect(
      (await call('POST', '/invitation-codes/redeem', user, { code }))
        .statusCode
    ).toBe(200)
    const { subscription, credits } = await profile(user)
    expect(subscription.currentPlan).toBe('pro')
    expect(credits.creditsAllocatedThisCycle).toBe(2000)
  })

  it('bounds what an allow-listed user may grant, and nobody redeems their own code', async () => {
    const refused = async (body: object, words: string) => {
      const res = await call('POST', '/invitation-codes/generate', seller, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toContain(words)
    }
    const credits = (n: number) => ({ type: 'credits', credits: n })
    await refused(
      { count: 1, usesPerCode: 1, grant: { type: 'plan', plan: 'pro' } },
      'Only administrators'
    )
    await refused(
      { count: 1, usesPerCode: 1, grant: credits(100_000) },
      'at most 500 credits per code'
    )
    await refused(
      { count: 1, usesPerCode: 1000, grant: credits(5) },
      'at most 20 uses'
    )
    await refused(
      { count: 100, usesPerCode: 20, grant: credits(500) },
      'at most 5000 credits in 30 days'
    )
    // Admins keep their powers.
    await generate(
      { count: 2, usesPerCode: 1000, grant: credits(100_000) },
      admin
    )

    for (const who of [seller, admin]) {
      const [{ code }] = await generate(
        { count: 1, usesPerCode: 2, grant: credits(10) },
        who
      )
      const own = await call('POST', '/invitation-codes/redeem', who, { code })
      expect(own.statusCode).toBe(403)
      expect(own.json().error.message).toBe(
        'You cannot redeem a code you created. Give it to someone else.'
      )
    }
  })

  it('lets exactly one of 10 parallel redemptions take the last use', async () => {
    const [{ code }] = await generate({
      count: 1,
      usesPerCode: 1,
      grant: { type: 'credits', credits: 7 },
    })
    const users = await Promise.all(
      Array.from({ length: 10 }, () => signup(ctx.app))
    )
    const results = await Promise.all(
      users.map((user) =>
        call('POST', '/invitation-codes/redeem', user, { code })
      )
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, ...Array(9).fill(409)])
    const granted = await Promise.all(users.map(profile))
    expect(
      granted.filter((p) => p.credits.availableCredits === 107)
    ).toHaveLength(1)
    const check = await call('POST', '/invitation-codes/validate', seller, {
      code,
    })
    expect(check.json()).toMatchObject({
      valid: false,
      status: 'used_up',
      usesLeft: 0,
    })
  })

  it('refuses expired, revoked and unknown codes', async () => {
    const [{ id, code }] = await generate({
      count: 1,
      usesPerCode: 3,
      grant: { type: 'credits', credits: 1 },
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
    const validate = async () =>
      (
        await call('POST', '/invitation-codes/validate', seller, { code })
      ).json()
    expect(await validate()).toMatchObject({
      valid: true,
      status: 'valid',
      usesLeft: 3,
    })

    await ctx.app.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationCodes.id, id))
    expect(await validate()).toMatchObject({ valid: false, status: 'expired' })
    const expired = await call('POST', '/invitation-codes/redeem', outsider, {
      code,
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().error.message).toBe(
      'This invitation code has expired.'
    )

    await ctx.app.db
      .update(invitationCodes)
      .set({ expiresAt: null })
      .where(eq(invitationCodes.id, id))
    expect(
      (await call('POST', `/invitation-codes/${id}/revoke`, outsider))
        .statusCode
    ).toBe(403)
    expect(
      (await call('POST', `/invitation-codes/${id}/revoke`, admin)).statusCode
    ).toBe(404)
    const revoked = await call('POST', `/invitation-codes/${id}/revoke`, seller)
    expect(revoked.json().revokedAt).not.toBeNull()
    expect(await validate()).toMatchObject({ valid: false, status: 'revoked' })
    expect(
      (await call('POST', '/invitation-codes/redeem', outsider, { code }))
        .statusCode
    ).toBe(410)

    const unknown = await call('POST', '/invitation-codes/redeem', outsider, {
      code: 'KILN-NOPE',
    })
    expect(unknown.statusCode).toBe(404)
    expect(
      (await call('POST', '/invitation-codes/redeem', outsider, { code: ' ' }))
        .statusCode
    ).toBe(400)
  })

  it('lets admins manage the allow-list', async () => {
    const email = 'new-seller@kiln.test'
    expect(
      (await call('POST', '/admin/salelist', admin, { email })).statusCode
    ).toBe(201)
    const list = (await call('GET', '/admin/salelist', admin)).json().entries
    expect(list.map((e: { email: string }) => e.email)).toEqual([
      email,
      'seller@kiln.test',
    ])
    const del = (e: string) =>
      call('DELETE', `/admin/salelist/${encodeURIComponent(e)}`, admin)
    expect((await del(email)).statusCode).toBe(200)
    expect((await del(email)).statusCode).toBe(404)
    expect(
      (await call('POST', '/admin/salelist', seller, { email })).statusCode
    ).toBe(403)
  })
})
