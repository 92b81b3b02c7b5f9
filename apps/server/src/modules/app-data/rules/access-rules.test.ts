import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { previewClient, seedAppVersion } from '../test/seed-app'

const SIGN_IN_APP = `
import { collection, signIn, signUp } from '@kiln/data'
export const notes = collection('notes', [{ name: 'text', type: 'string' }])
export const posts = collection('posts', [], {
  rules: { list: 'anyone', read: 'anyone', create: 'signed-in', update: 'owner', delete: 'owner' },
})
export const guestbook = collection('guestbook', [], {
  rules: { list: 'anyone', read: 'anyone', create: 'anyone' },
})
`
const OPEN_APP = `
import { collection, useCollection } from '@kiln/data'
const todos = collection<Todo>('todos', [{ name: 'title', type: 'string', required: true }])
`

describe('access rules of a generated app', () => {
  let ctx: PreviewTestContext
  let app: ReturnType<typeof previewClient>
  let alice: string
  let bob: string

  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedAppVersion(ctx.database, 'rules-app', 'rules-v1', {
      'src/App.tsx': SIGN_IN_APP,
    })
    await seedAppVersion(ctx.database, 'open-app', 'open-v1', {
      'src/App.tsx': OPEN_APP,
    })
    app = previewClient(ctx, 'rules-app')
    await app.register('notes', [{ name: 'text', type: 'string' }])
    for (const name of ['posts', 'guestbook']) await app.register(name)
    alice = await app.signUp('alice@example.com')
    bob = await app.signUp('bob@example.com')
  })
  afterAll(() => ctx.close())

  it('keeps each end user to their own records by default', async () => {
    const made = await app.create('notes', { text: 'Alice private' }, alice)
    expect(made.statusCode).toBe(201)
    const id = made.json().record.id
    await app.create('notes', { text: 'Bob private' }, bob)

    const bobs = await app.list('notes', bob)
    expect(bobs.statusCode).toBe(200)
    expect(bobs.json().records.map((r: { data: object }) => r.data)).toEqual([
      { text: 'Bob private' },
    ])
    expect((await app.get('notes', id, bob)).statusCode).toBe(404)
    expect(
      (await app.update('notes', id, { text: 'hacked' }, bob)).statusCode
    ).toBe(404)
    expect((await app.remove('notes', id, bob)).statusCode).toBe(404)

    const anonymous = await app.list('notes')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.message).toBe('Sign in to see notes.')
    expect((await app.create('notes', { text: 'anon' })).statusCode).toBe(401)
    expect((await app.update('notes', id, { text: 'anon' })).statusCode).toBe(
      401
    )
    expect((await app.remove('notes', id)).statusCode).toBe(401)

    const still = await app.get('notes', id, alice)
    expect(still.json().record.data).toEqual({ text: 'Alice private' })
    expect(
      (await app.update('notes', id, { text: 'Alice edited' }, alice)).json()
        .record.data
    ).toEqual({ text: 'Alice edited' })
  })

  it('shares what the code declares shared, writes stay with the owner', async () => {
    const made = await app.create('posts', { title: 'Hello' }, alice)
    const id = made.json().record.id
    const seen = await app.list('posts')
    expect(seen.statusCode).toBe(200)
    expect(seen.json().records).toMatchObject([
      { id, data: { title: 'Hello' } },
    ])
    expect((await app.get('posts', id)).statusCode).toBe(200)

    expect((await app.create('posts', { title: 'spam' })).statusCode).toBe(401)
    const bobEdit = await app.update(
      'posts',
      id,
      { title: 'Bob was here' },
      bob
    )
    expect(bobEdit.statusCode).toBe(403)
    expect(bobEdit.json().error.message).toMatch(/Only the person who added/)
    expect((await app.remove('posts', id, bob)).statusCode).toBe(403)
    expect((await app.update('posts', id, { title: 'x' })).statusCode).toBe(401)
    expect((await app.get('posts', id)).json().record.data).toEqual({
      title: 'Hello',
    })
    expect((await app.remove('posts', id, alice)).statusCode).toBe(200)
  })

  it('lets anonymous visitors create where the code says anyone', async () => {
    const made = await app.create('guestbook', { text: 'hi' })
    expect(made.statusCode).toBe(201)
    const id = made.json().record.id
    // Update and delete were not declared: owner only, and nobody owns it.
    expect((await app.update('guestbook', id, { text: 'x' })).statusCode).toBe(
      401
    )
    expect((await app.remove('guestbook', id, alice)).statusCode).toBe(403)
  })

  it('does not accept a token of another project', async () => {
    const other = previewClient(ctx, 'open-app')
    const stranger = await other.signUp('eve@example.com')
    expect((await app.list('notes', stranger)).statusCode).toBe(401)
    expect((await app.create('posts', { t: 1 }, stranger)).statusCode).toBe(401)
  })

  it('leaves an app without sign-in open to its visitors', async () => {
    const open = previewClient(ctx, 'open-app')
    await open.register('todos', [
      { name: 'title', type: 'string', required: true },
    ])
    const made = await open.create('todos', { title: 'Milk' })
    expect(made.statusCode).toBe(201)
    const id = made.json().record.id
    expect(
      (await open.update('todos', id, { title: 'Oat milk' })).statusCode
    ).toBe(200)
    expect((await open.list('todos')).json().records).toHaveLength(1)
    expect((await open.remove('todos', id)).statusCode).toBe(200)
  })

  it('follows the rules of a new version of the code', async () => {
    await seedAppVersion(ctx.database, 'rules-app', 'rules-v2', {
      'src/App.tsx': SIGN_IN_APP.replace(
        "collection('notes', [{ name: 'text', type: 'string' }])",
        "collection('notes', [], { rules: { list: 'anyone', read: 'anyone' } })"
      ),
    })
    const all = await app.list('notes')
    expect(all.statusCode).toBe(200)
    expect(all.json().records).toHaveLength(2)
    // The rest of the declared rules keep their owner-only defaults.
    const id = all.json().records[0].id
    expect((await app.update('notes', id, { text: 'x' }, bob)).statusCode).toBe(
      403
    )
  })
})
