import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup } from '../../../test/auth-helpers'
import { buildTestApp, type TestContext } from '../../../test/helper'
import {
  buildTestPreview,
  hostOf,
  seedVersion,
  type PreviewTestContext,
} from '../../../test/preview-helper'

const PASSWORD = 'end user password'

describe('project-scoped end-user auth', () => {
  let ctx: PreviewTestContext
  let kiln: TestContext
  const call = (
    project: string,
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; token?: string } = {}
  ) =>
    ctx.preview.inject({
      method,
      url,
      headers: {
        host: hostOf(project),
        ...(options.token ? bearer(options.token) : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    })
  const auth = (
    project: string,
    action: string,
    email: string,
    password = PASSWORD
  ) =>
    call(project, 'POST', `/data/auth/v1/${action}`, {
      payload: { email, password },
    })

  beforeAll(async () => {
    ctx = await buildTestPreview()
    kiln = await buildTestApp({ database: ctx.database })
    await seedVersion(ctx.database, 'shop-a', 'ta')
    await seedVersion(ctx.database, 'shop-b', 'tb')
  })
  afterAll(async () => {
    await kiln.app.close()
    await ctx.close()
  })

  it('signs up, reads me, signs out and signs in again', async () => {
    const up = await auth('shop-a', 'signup', 'Ann@Example.com')
    expect(up.statusCode).toBe(201)
    const { user, token } = up.json()
    expect(user).toMatchObject({
      email: 'ann@example.com',
      id: expect.any(String),
    })

    const me = await call('shop-a', 'GET', '/data/auth/v1/me', { token })
    expect(me.json()).toEqual({ user })

    const out = await call('shop-a', 'POST', '/data/auth/v1/signout', { token })
    expect(out.json()).toEqual({ ok: true })
    const after = await call('shop-a', 'GET', '/data/auth/v1/me', { token })
    expect(after.statusCode).toBe(401)

    const signIn = await auth('shop-a', 'signin', 'ann@example.com')
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().user.id).toBe(user.id)
  })

  it('keeps accounts and tokens inside their project', async () => {
    const { token } = (await auth('shop-a', 'signup', 'bob@example.com')).json()
    expect((await auth('shop-b', 'signin', 'bob@example.com')).statusCode).toBe(
      401
    )
    const me = await call('shop-b', 'GET', '/data/auth/v1/me', { token })
    expect(me.statusCode).toBe(401)
    // The same e-mail may sign up separately on another project.
    expect((await auth('shop-b', 'signup', 'bob@example.com')).statusCode).toBe(
      201
    )
  })

  it('rejects bad credentials and input', async () => {
    await auth('shop-a', 'signup', 'cy@example.com')
    expect((await auth('shop-a', 'signup', 'cy@example.com')).statusCode).toBe(
      409
    )
    const wrong = await auth(
      'shop-a',
      'signin',
      'cy@example.com',
      'wrong password'
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.message).toBe('Wrong e-mail or password.')
    expect((await auth('shop-a', 'signup', 'not-an-email')).statusCode).toBe(
      400
    )
    expect(
      (await auth('shop-a', 'signup', 'd@example.com', 'short')).statusCode
    ).toBe(400)
    expect((await call('shop-a', 'GET', '/data/auth/v1/me')).statusCode).toBe(
      401
    )
  })

  it('shares records and keeps the signed-in author as owner', async () => {
    const ann = (await auth('shop-a', 'signup', 'own-a@example.com')).json()
    await call('shop-a', 'POST', '/data/registry/v1/resource/entity', {
      payload: { name: 'notes', fields: [{ name: 'text', type: 'string' }] },
    })
    const create = (text: string, token?: string) =>
      call('shop-a', 'POST', '/data/store/v1/records', {
        payload: { entity: 'notes', data: { text } },
        token,
      })
    expect((await create('by ann', ann.token)).statusCode).toBe(201)
    expect((await create('stale token', 'kapp_expired')).statusCode).toBe(201)
    const texts = async (token?: string) =>
      (
        await call('shop-a', 'GET', '/data/store/v1/all?entity=notes', {
          token,
        })
      )
        .json()
        .records.map((r: { data: { text: string } }) => r.data.text)
    expect(await texts()).toEqual(['by ann', 'stale token'])
    expect(await texts(ann.token)).toEqual(['by ann', 'stale token'])
    const { appRecords } = await import('../../../db/schema')
    const rows = await ctx.database.db.select().from(appRecords)
    const owners = Object.fromEntries(
      rows.map((r) => [(r.data as { text: string }).text, r.ownerId])
    )
    expect(owners).toMatchObject({ 'by ann': ann.user.id, 'stale token': null })
  })

  it('exists only from the project-scoped auth feature date on', async () => {
    const before = await buildTestPreview({
      database: ctx.database,
      now: () => new Date('2025-09-03T15:59:59Z'),
    })
    const res = await before.preview.inject({
      method: 'POST',
      url: '/data/auth/v1/signup',
      headers: { host: hostOf('shop-a') },
      payload: { email: 'early@example.com', password: PASSWORD },
    })
    expect(res.statusCode).toBe(404)
    await before.close()
    expect(
      (await auth('shop-a', 'signup', 'early@example.com')).statusCode
    ).toBe(201)
  })

  it('never mixes Kiln tokens and end-user tokens', async () => {
    const owner = await signup(kiln.app)
    const kilnOnPreview = await call('shop-a', 'GET', '/data/auth/v1/me', {
      token: owner.accessToken,
    })
    expect(kilnOnPreview.statusCode).toBe(401)

    const { token } = (await auth('shop-a', 'signup', 'eve@example.com')).json()
    const endUserOnKiln = await kiln.app.inject({
      method: 'GET',
      url: `/api/users/${owner.userId}/profile`,
      headers: bearer(token),
    })
    expect(endUserOnKiln.statusCode).toBe(401)
  })
})
