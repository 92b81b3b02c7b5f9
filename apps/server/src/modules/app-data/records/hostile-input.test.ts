import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { previewClient, seedAppVersion, seedShareLink } from '../test/seed-app'

const APP = `
import { collection, signIn } from '@kiln/data'
export const notes = collection('notes', [{ name: 'text', type: 'string' }])
export const photos = collection('photos', [], { rules: { list: 'anyone', read: 'anyone' } })
`

/** Input an attacker sends to a generated app's data API. */
describe('hostile input to the data API', () => {
  let ctx: PreviewTestContext
  let app: ReturnType<typeof previewClient>
  let alice: string
  let bob: string
  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedAppVersion(ctx.database, 'hostile-app', 'hostile-v1', {
      'src/App.tsx': APP,
    })
    app = previewClient(ctx, 'hostile-app')
    await app.register('notes', [{ name: 'text', type: 'string' }])
    await app.register('photos')
    alice = await app.signUp('alice@example.com')
    bob = await app.signUp('bob@example.com')
  })
  afterAll(() => ctx.close())

  const rawJson = (method: 'POST' | 'PUT', url: string, body: string) =>
    ctx.preview.inject({
      method,
      url,
      headers: {
        host: hostOf('hostile-app'),
        authorization: `Bearer ${alice}`,
        'content-type': 'application/json',
      },
      payload: body,
    })

  it('refuses records nested thousands of levels deep with a 400, on create and update', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const created = await rawJson(
      'POST',
      '/data/store/v1/records',
      `{"entity":"notes","data":{"text":"x","deep":${deep}}}`
    )
    expect(created.statusCode).toBe(400)
    expect(created.json().error.message).toBe(
      'A notes record may nest objects at most 20 levels deep.'
    )
    const own = await app.create('notes', { text: 'mine' }, alice)
    const updated = await rawJson(
      'PUT',
      `/data/store/v1/records/${own.json().record.id}?entity=notes`,
      `{"data":{"deep":${deep}}}`
    )
    expect(updated.statusCode).toBe(400)
    const after = await app.get('notes', own.json().record.id, alice)
    expect(after.json().record.data).toEqual({ text: 'mine' })
  })

  it('refuses a filter on __proto__ instead of dropping it', async () => {
    const where = encodeURIComponent('{"__proto__":{"text":"x"}}')
    const res = await app.list('notes', alice, `&where=${where}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toContain(
      'cannot filter on a field named __proto__'
    )
  })

  const upload = (collection: string, name: string, text: string) =>
    ctx.preview.inject({
      method: 'POST',
      url: `/data/files/v1?collection=${collection}&name=${name}`,
      headers: {
        host: hostOf('hostile-app'),
        authorization: `Bearer ${alice}`,
        'content-type': 'text/plain',
      },
      payload: text,
    })

  it("answers another end user's file as missing when they try to delete it", async () => {
    const uploaded = await upload('notes', 'private.txt', 'Alice only')
    expect(uploaded.statusCode).toBe(201)
    const id = uploaded.json().file.id as string
    const removed = await app.call('DELETE', `/data/files/v1/${id}`, {
      token: bob,
    })
    expect(removed.statusCode).toBe(404)
    expect(removed.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'File not found.',
    })
    const still = await app.call('GET', `/data/files/v1/${id}/content`, {
      token: alice,
    })
    expect(still.body).toBe('Alice only')
  })

  it("serves a share's files for revalidation, so revoking the link ends them", async () => {
    const uploaded = await upload('photos', 'cat.txt', 'a cat')
    const url = uploaded.json().file.url as string
    const share = await seedShareLink(ctx.database, 'hostile-app', 'hostile-v1')
    const fromShare = () =>
      ctx.preview.inject({ method: 'GET', url, headers: { host: share.host } })
    const shared = await fromShare()
    expect(shared.statusCode).toBe(200)
    expect(shared.headers['cache-control']).toBe('private, no-cache')
    await share.revoke()
    expect((await fromShare()).statusCode).toBe(404)
  })
})
