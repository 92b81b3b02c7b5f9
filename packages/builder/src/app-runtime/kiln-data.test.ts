import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'

type Stored = {
  id: string
  entity: string
  data: Record<string, unknown>
  createdAt: string
  updatedAt: string
}

/** Open live streams of the stand-in and the Authorization each came with. */
const streams: { res: ServerResponse; authorization?: string }[] = []
const broadcast = (change: object) => {
  for (const { res } of streams)
    res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`)
}

/** A small in-memory implementation of DATA-API.md's store, to test the client against. */
function dataApi(records: Stored[], entities: Map<string, unknown>) {
  return createServer((req, res) => {
    if (req.url?.startsWith('/data/live/v1/subscribe')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(': connected\n\n')
      streams.push({ res, authorization: req.headers.authorization })
      res.on('close', () =>
        streams.splice(
          streams.findIndex((s) => s.res === res),
          1
        )
      )
      return
    }
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://preview')
      const body = raw ? JSON.parse(raw) : {}
      const send = (status: number, value: unknown) => {
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(value))
      }
      const now = new Date().toISOString()
      if (url.pathname === '/data/registry/v1/resource/entity') {
        entities.set(body.name, body.fields)
        return send(200, { entity: body })
      }
      const entity = url.searchParams.get('entity')
      if (url.pathname === '/data/store/v1/all') {
        // Pages of `limit` with the offset as cursor, like the real API's shape.
        const all = records.filter((r) => r.entity === entity)
        const start = Number(url.searchParams.get('cursor') ?? 0)
        const limit = Number(url.searchParams.get('limit') ?? 100)
        const end = start + limit
        return send(200, {
          records: all.slice(start, end),
          nextCursor: end < all.length ? String(end) : null,
        })
      }
      if (url.pathname === '/data/store/v1/records' && req.method === 'POST') {
        const record = {
          id: `r${records.length + 1}`,
          entity: body.entity,
          data: body.data,
          createdAt: now,
          updatedAt: now,
        }
        records.push(record)
        broadcast({ type: 'create', id: record.id, record })
        return send(201, { record })
      }
      const record = records.find(
        (r) => url.pathname === `/data/store/v1/records/${r.id}`
      )
      if (!record)
        return send(404, {
          error: { code: 'RECORD_NOT_FOUND', message: 'Record not found' },
        })
      if (req.method === 'PUT') {
        record.data = { ...record.data, ...body.data }
        record.updatedAt = now
        return send(200, { record })
      }
      records.splice(records.indexOf(record), 1)
      send(200, { deleted: true })
    })
  })
}

const records: Stored[] = []
const entities = new Map<string, unknown>()
let server: Server
let origin = ''
const store = new Map<string, string>()
const realFetch = globalThis.fetch

beforeAll(async () => {
  server = dataApi(records, entities)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  server.close()
})
beforeEach(() => {
  vi.resetModules()
  store.clear()
  records.length = 0
  // The client uses same-origin paths; point them at the test origin.
  vi.stubGlobal('fetch', (path: string, init: RequestInit) =>
    realFetch(`${origin}${path}`, init)
  )
})

type Todo = { title: string; done: boolean }
const fields = [{ name: 'title', type: 'string' as const, required: true }]

describe('@kiln/data client', () => {
  it('uses the data API: register, create, list, update, delete', async () => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { collection } = await import('./kiln-data.ts')
    const todos = collection<Todo>('todos', fields)
    const milk = await todos.create({ title: 'Milk', done: false })
    expect(entities.get('todos')).toEqual(fields)
    expect(await todos.update(milk.id, { done: true })).toMatchObject({
      title: 'Milk',
      done: true,
    })
    expect(await todos.list()).toMatchObject([
      { id: milk.id, title: 'Milk', done: true },
    ])
    await todos.remove(milk.id)
    expect(records).toEqual([])
    expect(store.size).toBe(0)
  })

  it('falls back to localStorage when there is no data API', async () => {
    origin = 'http://127.0.0.1:9' // nothing listens there
    const { collection } = await import('./kiln-data.ts')
    const todos = collection<Todo>('todos', fields)
    const eggs = await todos.create({ title: 'Eggs', done: false })
    await todos.update(eggs.id, { done: true })
    expect(await todos.list()).toMatchObject([{ title: 'Eggs', done: true }])
    expect(JSON.parse(store.get('kiln-data:todos')!)).toHaveLength(1)
    expect(records).toEqual([])
  })
})

describe('@kiln/data lists', () => {
  it('reads every page when no limit is given, one page with a limit', async () => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const { collection } = await import('./kiln-data.ts')
    const todos = collection<Todo>('todos', fields)
    for (let i = 0; i < 3; i++)
      await todos.create({ title: `t${i}`, done: false })
    const stamp = new Date().toISOString()
    for (let i = 3; i < 1003; i++) {
      records.push({
        id: `bulk${i}`,
        entity: 'todos',
        data: { title: `t${i}` },
        createdAt: stamp,
        updatedAt: stamp,
      })
    }
    expect(await todos.list()).toHaveLength(1003)
    const first = await todos.page({ limit: 2 })
    expect(first.items.map((t) => t.title)).toEqual(['t0', 't1'])
    expect(first.nextCursor).toBe('2')
  })

  it('sorts, filters and pages records kept in localStorage', async () => {
    origin = 'http://127.0.0.1:9'
    const { collection } = await import('./kiln-data.ts')
    type Item = { name: string; price: number }
    const items = collection<Item>('items', [])
    for (const [name, price] of [
      ['pear', 3],
      ['apple', 7],
      ['fig', 5],
      ['kiwi', '9'],
    ] as const) {
      await items.create({ name, price: price as number })
    }
    const cheap = await items.list({
      where: { price: { gte: 4 } },
      sort: '-price',
    })
    // '9' is text, not a number: ranges compare like with like.
    expect(cheap.map((i) => i.name)).toEqual(['apple', 'fig'])
    const page = await items.page({ sort: 'name', limit: 3 })
    expect(page.items.map((i) => i.name)).toEqual(['apple', 'fig', 'kiwi'])
    const rest = await items.page({
      sort: 'name',
      limit: 3,
      cursor: page.nextCursor!,
    })
    expect(rest).toMatchObject({ items: [{ name: 'pear' }], nextCursor: null })
    expect(await items.list({ where: { name: 'fig' } })).toMatchObject([
      { price: 5 },
    ])
  })
  it('streams live changes with the end user token and says reset after a reconnect', async () => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    store.set('kiln-data-auth-token', 'end-user-token')
    const { collection } = await import('./kiln-data.ts')
    const todos = collection<Todo>('todos', fields)
    const seen: unknown[] = []
    const stop = todos.subscribe((change) => seen.push(change))
    await vi.waitFor(() => expect(streams).toHaveLength(1))
    expect(streams[0]!.authorization).toBe('Bearer end-user-token')

    const milk = await todos.create({ title: 'Milk', done: false })
    await vi.waitFor(() =>
      expect(seen).toEqual([
        {
          type: 'create',
          id: milk.id,
          record: expect.objectContaining({ id: milk.id, title: 'Milk' }),
        },
      ])
    )
    broadcast({ type: 'delete', id: milk.id })
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    expect(seen[1]).toEqual({ type: 'delete', id: milk.id })

    streams[0]!.res.destroy()
    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 5_000 })
    expect(seen[2]).toEqual({ type: 'reset' })
    stop()
    await vi.waitFor(() => expect(streams).toHaveLength(0))
  })
})
