import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  hostOf,
  seedVersion,
  type PreviewTestContext,
} from '../../../test/preview-helper'

const TODO_FIELDS = [
  { name: 'title', type: 'string', required: true },
  { name: 'done', type: 'boolean' },
]

describe('app data API', () => {
  let ctx: PreviewTestContext
  const call = (
    project: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown
  ) =>
    ctx.preview.inject({
      method,
      url,
      headers: { host: hostOf(project) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const register = (project: string, name = 'todos', fields = TODO_FIELDS) =>
    call(project, 'POST', '/data/registry/v1/resource/entity', { name, fields })

  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedVersion(ctx.database, 'app-a', 'ta')
    await seedVersion(ctx.database, 'app-b', 'tb')
  })
  afterAll(() => ctx.close())

  it('registers and lists entities, idempotently', async () => {
    expect((await register('app-a')).statusCode).toBe(200)
    const again = await register('app-a', 'todos', [
      ...TODO_FIELDS,
      { name: 'due', type: 'date' },
    ])
    expect(again.statusCode).toBe(200)
    const list = await call('app-a', 'GET', '/data/registry/v1/resource/entity')
    expect(list.json().entities).toEqual([
      expect.objectContaining({
        name: 'todos',
        fields: expect.arrayContaining([{ name: 'due', type: 'date' }]),
      }),
    ])
  })

  it('creates, lists, updates and deletes records', async () => {
    await register('app-a')
    const created = await call('app-a', 'POST', '/data/store/v1/records', {
      entity: 'todos',
      data: { title: 'Milk', done: false },
    })
    expect(created.statusCode).toBe(201)
    const { record } = created.json()
    expect(record).toMatchObject({
      entity: 'todos',
      data: { title: 'Milk', done: false },
      id: expect.any(String),
    })

    const updated = await call(
      'app-a',
      'PUT',
      `/data/store/v1/records/${record.id}?entity=todos`,
      { data: { done: true } }
    )
    expect(updated.statusCode).toBe(200)
    expect(updated.json().record.data).toEqual({ title: 'Milk', done: true })

    const all = await call('app-a', 'GET', '/data/store/v1/all?entity=todos')
    expect(all.json().records.map((r: { id: string }) => r.id)).toContain(
      record.id
    )

    const url = `/data/store/v1/records/${record.id}?entity=todos`
    const one = await call('app-a', 'GET', url)
    expect(one.json()).toEqual({ record: updated.json().record })
    const deleted = await call('app-a', 'DELETE', url)
    expect(deleted.json()).toEqual({ deleted: true })
    const again = await call('app-a', 'DELETE', url)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('RECORD_NOT_FOUND')
  })

  it('keeps projects apart', async () => {
    await register('app-a')
    const { record } = (
      await call('app-a', 'POST', '/data/store/v1/records', {
        entity: 'todos',
        data: { title: 'secret of A' },
      })
    ).json()

    const unknown = await call(
      'app-b',
      'GET',
      '/data/store/v1/all?entity=todos'
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('ENTITY_NOT_FOUND')
    await register('app-b')
    const listB = await call('app-b', 'GET', '/data/store/v1/all?entity=todos')
    expect(listB.json().records).toEqual([])
    const url = `/data/store/v1/records/${record.id}?entity=todos`
    expect(
      (await call('app-b', 'PUT', url, { data: { title: 'x' } })).statusCode
    ).toBe(404)
    expect((await call('app-b', 'DELETE', url)).statusCode).toBe(404)
    const stillThere = await call(
      'app-a',
      'GET',
      '/data/store/v1/all?entity=todos'
    )
    expect(JSON.stringify(stillThere.json())).toContain('secret of A')
  })

  it('rejects bad input with clear 4xx answers', async () => {
    await register('app-a')
    const cases: [string, 'POST' | 'PUT' | 'GET', string, unknown, number][] = [
      [
        'bad name',
        'POST',
        '/data/registry/v1/resource/entity',
        { name: 'Bad Name', fields: [] },
        400,
      ],
      [
        'bad type',
        'POST',
        '/data/registry/v1/resource/entity',
        { name: 'x', fields: [{ name: 'a', type: 'blob' }] },
        400,
      ],
      [
        'dup field',
        'POST',
        '/data/registry/v1/resource/entity',
        {
          name: 'x',
          fields: [
            { name: 'a', type: 'json' },
            { name: 'a', type: 'json' },
          ],
        },
        400,
      ],
      ['no entity', 'GET', '/data/store/v1/all', undefined, 400],
      [
        'unknown entity',
        'POST',
        '/data/store/v1/records',
        { entity: 'ghosts', data: {} },
        404,
      ],
      [
        'missing required',
        'POST',
        '/data/store/v1/records',
        { entity: 'todos', data: { done: true } },
        400,
      ],
      [
        'object in scalar',
        'POST',
        '/data/store/v1/records',
        { entity: 'todos', data: { title: { a: 1 } } },
        400,
      ],
      [
        'data not object',
        'POST',
        '/data/store/v1/records',
        { entity: 'todos', data: [1] },
        400,
      ],
      [
        'too large',
        'POST',
        '/data/store/v1/records',
        {
          entity: 'todos',
          data: { title: 'x'.repeat(APP_DATA_LIMITS.recordBytes + 1) },
        },
        413,
      ],
      [
        'unknown id',
        'PUT',
        '/data/store/v1/records/nope?entity=todos',
        { data: {} },
        404,
      ],
    ]
    for (const [label, method, url, payload, status] of cases) {
      const res = await call('app-a', method, url, payload)
      expect([label, res.statusCode]).toEqual([label, status])
      expect(res.json().error.message).toEqual(expect.any(String))
    }
    let deep: unknown = { text: 'bottom\u0000' }
    for (let i = 0; i < 40; i++) deep = { deep }
    for (const data of [{ title: 'a\u0000b' }, { title: 'x', deep }]) {
      const res = await call('app-a', 'POST', '/data/store/v1/records', {
        entity: 'todos',
        data,
      })
      expect(res.statusCode).toBe(400)
    }
    const notJson = await ctx.preview.inject({
      method: 'POST',
      url: '/data/store/v1/records',
      headers: { host: hostOf('app-a'), 'content-type': 'application/json' },
      payload: '{oops',
    })
    expect(notJson.statusCode).toBe(400)
  })

  it('refuses records and entities beyond the limits', async () => {
    const small = await buildTestPreview({
      database: ctx.database,
      appDataLimits: { recordsPerEntity: 2, entitiesPerProject: 2 },
    })
    const post = (url: string, payload: unknown) =>
      small.preview.inject({
        method: 'POST',
        url,
        headers: { host: hostOf('app-c') },
        payload: payload as object,
      })
    await seedVersion(ctx.database, 'app-c', 'tc')
    const entity = (name: string) =>
      post('/data/registry/v1/resource/entity', { name, fields: [] })
    expect((await entity('one')).statusCode).toBe(200)
    expect((await entity('two')).statusCode).toBe(200)
    const third = await entity('three')
    expect(third.statusCode).toBe(413)
    expect(third.json().error.message).toBe(
      'An app can have at most 2 entities.'
    )
    const record = () =>
      post('/data/store/v1/records', { entity: 'one', data: {} })
    expect((await record()).statusCode).toBe(201)
    expect((await record()).statusCode).toBe(201)
    const full = await record()
    expect(full.statusCode).toBe(413)
    expect(full.json().error.message).toContain('at most 2 records')
    await small.close()
  })
})

describe('app data API under odd input', () => {
  let ctx: PreviewTestContext
  beforeAll(async () => {
    ctx = await buildTestPreview()
    await seedVersion(ctx.database, 'odd', 't-odd')
    await ctx.preview.inject({
      method: 'POST',
      url: '/data/registry/v1/resource/entity',
      headers: { host: hostOf('odd') },
      payload: { name: 'things', fields: [{ name: 'n', type: 'number' }] },
    })
  })
  afterAll(() => ctx.close())

  it('never answers 5xx', async () => {
    const long = 'x'.repeat(300)
    const requests: [string, string, string?][] = [
      ['GET', '/data/store/v1/all?entity=things&entity=other'],
      ['GET', `/data/store/v1/records/${long}?entity=things`],
      ['GET', '/data/store/v1/records/%00?entity=things'],
      ['GET', '/data/store/v1/records/%E0%A4%A?entity=things'],
      [
        'POST',
        '/data/store/v1/records',
        '{"entity":"things","data":{"n":"\\ud800"}}',
      ],
      [
        'POST',
        '/data/store/v1/records',
        '{"entity":"things","data":{"n":1e400}}',
      ],
      ['POST', '/data/store/v1/records', '{"entity":"things","data":null}'],
      ['POST', '/data/store/v1/records', '[]'],
      ['PUT', '/data/store/v1/records/x?entity=things', '{"data":"str"}'],
      [
        'POST',
        '/data/registry/v1/resource/entity',
        `{"name":"${long}","fields":[]}`,
      ],
      ['POST', '/data/auth/v1/signin', '{"email":"a@b.co","password":null}'],
      ['GET', '/data/auth/v1/me'],
      ['DELETE', '/data/registry/v1/resource/entity'],
    ]
    for (const [method, url, body] of requests) {
      const res = await ctx.preview.inject({
        method: method as 'GET',
        url,
        headers: {
          host: hostOf('odd'),
          ...(body ? { 'content-type': 'application/json' } : {}),
          authorization: 'Bearer kapp_not-a-token',
        },
        ...(body ? { payload: body } : {}),
      })
      expect([url, res.statusCode < 500]).toEqual([url, true])
    }
  })
})
