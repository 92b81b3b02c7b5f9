import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../../db/database'
import { publishedApps } from '../../../db/schema'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { secondProcessDatabase } from '../../../test/test-database'
import { previewClient, seedAppVersion, seedShareLink } from '../test/seed-app'

const APP = `
import { collection, signIn } from '@kiln/data'
export const notes = collection('notes', [{ name: 'text', type: 'string' }])
export const board = collection('board', [{ name: 'text', type: 'string' }], {
  rules: { list: 'anyone', read: 'anyone', create: 'signed-in', update: 'owner', delete: 'owner' },
})
`

type Change = {
  type: string
  id: string
  record?: { data: Record<string, unknown> }
}

/** An open live stream on the listening preview host; collects its changes. */
async function subscribe(
  port: number,
  projectId: string,
  entity: string,
  token?: string,
  /** Another origin than the version's; another client address. */
  from: { host?: string; localAddress?: string } = {}
) {
  const changes: Change[] = []
  const waiters: (() => void)[] = []
  let buffer = ''
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: `/data/live/v1/subscribe?entity=${entity}`,
      localAddress: from.localAddress,
      headers: {
        host: from.host ?? hostOf(projectId),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    req.on('response', resolve).on('error', reject).end()
  })
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    buffer += chunk
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      const data = block.split('\n').find((l) => l.startsWith('data: '))
      if (block.includes('event: change') && data) {
        changes.push(JSON.parse(data.slice(6)) as Change)
        waiters.splice(0).forEach((wake) => wake())
      }
    }
  })
  const connected = new Promise<void>((resolve) => {
    if (buffer.includes(': connected') || response.statusCode !== 200) resolve()
    response.once('data', () => resolve())
  })
  if (response.statusCode === 200) await connected
  return {
    status: response.statusCode,
    changes,
    /** Resolves once `count` changes arrived (the test's timeout bounds it). */
    async next(count: number) {
      while (changes.length < count) {
        await new Promise<void>((wake) => waiters.push(wake))
      }
      return changes
    },
    body: async () => {
      let text = ''
      for await (const chunk of response) text += String(chunk)
      return text
    },
    close: () => response.destroy(),
  }
}

describe('live updates of a generated app', () => {
  let first: PreviewTestContext
  let second: PreviewTestContext
  let secondDatabase: DatabaseHandle
  /** Writes come through the second process on PostgreSQL (PGlite has one process). */
  let elsewhere: ReturnType<typeof previewClient>
  let port: number
  let app: ReturnType<typeof previewClient>
  let alice: string
  let bob: string

  beforeAll(async () => {
    first = await buildTestPreview()
    // A second API process on the same PostgreSQL database.
    secondDatabase = await secondProcessDatabase(first.database)
    second = await buildTestPreview({ database: secondDatabase })
    await seedAppVersion(first.database, 'live-app', 'live-v1', {
      'src/App.tsx': APP,
    })
    await first.preview.listen({ port: 0, host: '127.0.0.1' })
    port = (first.preview.server.address() as AddressInfo).port
    app = previewClient(first, 'live-app')
    elsewhere = previewClient(
      first.database.mode === 'postgres' ? second : first,
      'live-app'
    )
    for (const name of ['notes', 'board']) {
      await app.register(name, [{ name: 'text', type: 'string' }])
    }
    alice = await app.signUp('alice@example.com')
    bob = await app.signUp('bob@example.com')
  })
  afterAll(async () => {
    await second.close()
    await secondDatabase.close()
    await first.close()
  })

  it('streams a change made through a second API process', async () => {
    const anonymous = await subscribe(port, 'live-app', 'board')
    expect(anonymous.status).toBe(200)
    const made = await elsewhere.create('board', { text: 'Hello' }, alice)
    expect(made.statusCode).toBe(201)
    const id = made.json().record.id as string
    await elsewhere.update('board', id, { text: 'Hello again' }, alice)
    await elsewhere.remove('board', id, alice)

    const changes = await anonymous.next(3)
    expect(changes).toEqual([
      expect.objectContaining({
        type: 'create',
        id,
        record: expect.objectContaining({ data: { text: 'Hello' } }),
      }),
      expect.objectContaining({
        type: 'update',
        record: expect.objectContaining({ data: { text: 'Hello again' } }),
      }),
      { type: 'delete', id },
    ])
    anonymous.close()
  })

  it('sends each subscriber only the records it may read', async () => {
    const alices = await subscribe(port, 'live-app', 'notes', alice)
    const bobs = await subscribe(port, 'live-app', 'notes', bob)
    await elsewhere.create('notes', { text: 'Alice private' }, alice)
    await elsewhere.create('notes', { text: 'Bob private' }, bob)

    const [own] = await alices.next(1)
    const [bobsOwn] = await bobs.next(1)
    expect(own?.record?.data).toEqual({ text: 'Alice private' })
    expect(bobsOwn?.record?.data).toEqual({ text: 'Bob private' })
    // Both writes happened before Bob's own arrived, in order: Alice's never came.
    expect(bobs.changes).toHaveLength(1)
    expect(alices.changes).toHaveLength(1)
    alices.close()
    bobs.close()
  })

  it('ends a share stream when the link is revoked, before any later change', async () => {
    const share = await seedShareLink(first.database, 'live-app', 'live-v1')
    const shared = await subscribe(port, 'live-app', 'board', undefined, {
      host: share.host,
    })
    expect(shared.status).toBe(200)
    await share.revoke()
    await elsewhere.create('board', { text: 'After the revocation' }, alice)

    expect(await shared.body()).not.toContain('After the revocation')
    expect(shared.changes).toEqual([])
  })

  it("ends a published app's stream when it is unpublished", async () => {
    await first.database.db.insert(publishedApps).values({
      projectId: 'live-app',
      taskId: 'live-v1',
      slug: 'live-slug',
      publishedBy: 'owner',
    })
    const host = 'p-live-slug.localhost:3001'
    const published = await subscribe(port, 'live-app', 'board', alice, {
      host,
    })
    expect(published.status).toBe(200)
    await first.database.db
      .delete(publishedApps)
      .where(eq(publishedApps.projectId, 'live-app'))
    await elsewhere.create('board', { text: 'After unpublishing' }, alice)

    expect(await published.body()).not.toContain('After unpublishing')
    expect(published.changes).toEqual([])
  })

  it("ends an end user's stream when they sign out", async () => {
    const session = await app.call('POST', '/data/auth/v1/signin', {
      payload: {
        email: 'alice@example.com',
        password: 'correct horse battery',
      },
    })
    const streamToken = session.json().token as string
    const stream = await subscribe(port, 'live-app', 'notes', streamToken)
    expect(stream.status).toBe(200)
    await app.call('POST', '/data/auth/v1/signout', { token: streamToken })
    // Alice's other session writes her own record: the ended one hears nothing.
    await elsewhere.create('notes', { text: 'Alice after sign-out' }, alice)

    expect(await stream.body()).not.toContain('Alice after sign-out')
    expect(stream.changes).toEqual([])
  })

  it('refuses a visitor the rules keep out, an unknown collection and a bad name', async () => {
    const anonymous = await subscribe(port, 'live-app', 'notes')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.body()).toContain('Sign in to see notes.')
    expect((await subscribe(port, 'live-app', 'nothing', alice)).status).toBe(
      404
    )
    expect((await subscribe(port, 'live-app', 'Bad%20Name')).status).toBe(400)
  })
})

describe('live streams per project', () => {
  let ctx: PreviewTestContext
  let port: number
  beforeAll(async () => {
    ctx = await buildTestPreview({
      appDataLimits: { liveStreamsPerProject: 3, liveStreamsPerVisitor: 2 },
    })
    await seedAppVersion(ctx.database, 'busy-app', 'busy-v1', {
      'src/App.tsx': `import { collection } from '@kiln/data'\nconst t = collection('todos', [])`,
    })
    await previewClient(ctx, 'busy-app').register('todos')
    await ctx.preview.listen({ port: 0, host: '127.0.0.1' })
    port = (ctx.preview.server.address() as AddressInfo).port
  })
  afterAll(() => ctx.close())

  const from = (localAddress: string) =>
    subscribe(port, 'busy-app', 'todos', undefined, { localAddress })

  it('answers 429 past the open streams a visitor and a project may have, and frees a closed one', async () => {
    const first = [await from('127.0.0.1'), await from('127.0.0.1')]
    const greedy = await from('127.0.0.1')
    expect(greedy.status).toBe(429)
    expect(await greedy.body()).toContain(
      'You have too many open live connections to this app (at most 2)'
    )
    // One visitor cannot take every stream of the app.
    const other = await from('127.0.0.2')
    expect(other.status).toBe(200)
    const full = await from('127.0.0.3')
    expect(full.status).toBe(429)
    expect(await full.body()).toContain(
      'This app has too many open live connections (at most 3)'
    )
    first[0]!.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const again = await from('127.0.0.1')
    expect(again.status).toBe(200)
    for (const stream of [again, other, first[1]!]) stream.close()
  })
})
