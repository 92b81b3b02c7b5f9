import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { previewClient, seedAppVersion } from '../test/seed-app'

const DECLARED_APP = `
import { collection, signIn } from '@kiln/data'
export const todos = collection('todos', [{ name: 'title', type: 'string' }])
export const guestbook = collection('guestbook', [{ name: 'title', type: 'string' }], { rules: { create: 'anyone' } })
`
const DYNAMIC_APP = `
import { collection, signIn } from '@kiln/data'
export const make = (name: string) => collection(name, [])
`

describe('visitors of a generated app', () => {
  let ctx: PreviewTestContext
  beforeAll(async () => {
    ctx = await buildTestPreview({
      appDataLimits: { writesPerVisitorPerMinute: 3 },
    })
    await seedAppVersion(ctx.database, 'declared', 'declared-1', {
      'src/App.tsx': DECLARED_APP,
    })
    await seedAppVersion(ctx.database, 'dynamic', 'dynamic-1', {
      'src/App.tsx': DYNAMIC_APP,
    })
  })
  afterAll(() => ctx.close())

  const createFrom = (address: string, title: string) =>
    ctx.preview.inject({
      method: 'POST',
      url: '/data/store/v1/records',
      remoteAddress: address,
      headers: { host: hostOf('declared') },
      payload: { entity: 'guestbook', data: { title } },
    })

  it("limits each visitor's writes apart from the app's", async () => {
    await previewClient(ctx, 'declared').register('guestbook', [
      { name: 'title', type: 'string' },
    ])
    for (const n of [1, 2, 3]) {
      expect((await createFrom('203.0.113.7', `mine ${n}`)).statusCode).toBe(
        201
      )
    }
    const over = await createFrom('203.0.113.7', 'one too many')
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toEqual(expect.any(String))
    expect(over.json().error.message).toContain('too many changes from you')
    // Another visitor of the same app is not held back by the first.
    expect((await createFrom('198.51.100.4', 'theirs')).statusCode).toBe(201)
  })

  it('lets visitors of an app with rules register only the collections its code names', async () => {
    const app = previewClient(ctx, 'declared')
    const added = await app.register('secrets', [])
    expect(added.statusCode).toBe(403)
    expect(added.json().error.message).toBe(
      'This app has no collection named "secrets".'
    )
    expect(
      (await app.register('todos', [{ name: 'title', type: 'string' }]))
        .statusCode
    ).toBe(200)
    // Names built at run time cannot be known: such an app stays open.
    const dynamic = previewClient(ctx, 'dynamic')
    expect((await dynamic.register('anything', [])).statusCode).toBe(200)
  })

  it("keeps a collection's fields to the ones the app's code gives", async () => {
    const app = previewClient(ctx, 'declared')
    // A visitor re-typing a field would make the app's own writes fail.
    const retyped = await app.register('todos', [
      { name: 'title', type: 'number', required: true },
    ])
    expect(retyped.statusCode).toBe(403)
    expect(retyped.json().error.message).toBe(
      'These fields of "todos" are not the ones the app\'s code gives.'
    )
    const dropped = await app.register('todos', [])
    expect(dropped.statusCode).toBe(403)
    const entities = await app.call('GET', '/data/registry/v1/resource/entity')
    expect(
      entities.json().entities.find((e: { name: string }) => e.name === 'todos')
        .fields
    ).toEqual([{ name: 'title', type: 'string' }])
  })
})
