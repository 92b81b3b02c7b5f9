import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { previewClient, seedAppVersion } from '../test/seed-app'

const OPEN_APP = `import { collection } from '@kiln/data'`

describe('limits of a generated app', () => {
  let ctx: PreviewTestContext
  let open: ReturnType<typeof previewClient>

  beforeAll(async () => {
    ctx = await buildTestPreview({
      appDataLimits: {
        recordsPerProject: 500,
        recordBytesPerProject: 4000,
        endUsersPerProject: 2,
        writesPerMinute: 25,
      },
    })
    await seedAppVersion(ctx.database, 'shop', 'shop-1', {
      'src/App.tsx': OPEN_APP,
    })
    await seedAppVersion(ctx.database, 'busy', 'busy-1', {
      'src/App.tsx': OPEN_APP,
    })
    open = previewClient(ctx, 'shop')
    await open.register('items', [
      { name: 'name', type: 'string' },
      { name: 'price', type: 'number' },
    ])
    for (const [i, name] of [
      'pear',
      'apple',
      'fig',
      'kiwi',
      'date',
      'lime',
    ].entries()) {
      await open.create('items', {
        name,
        price: (i * 7) % 10,
        sale: i % 2 === 0,
      })
    }
  })
  afterAll(() => ctx.close())

  const names = (res: { json(): { records: { data: { name: string } }[] } }) =>
    res.json().records.map((r) => r.data.name)

  it('pages, sorts and filters lists', async () => {
    const first = await open.list('items', undefined, '&limit=4&sort=name')
    expect(first.statusCode).toBe(200)
    expect(names(first)).toEqual(['apple', 'date', 'fig', 'kiwi'])
    const cursor = first.json().nextCursor
    expect(cursor).toEqual(expect.any(String))
    const second = await open.list(
      'items',
      undefined,
      `&limit=4&sort=name&cursor=${cursor}`
    )
    expect(names(second)).toEqual(['lime', 'pear'])
    expect(second.json().nextCursor).toBeNull()

    const newest = await open.list(
      'items',
      undefined,
      '&limit=2&sort=-createdAt'
    )
    expect(names(newest)).toEqual(['lime', 'date'])

    const where = (filter: object, extra = '') =>
      open.list(
        'items',
        undefined,
        `&where=${encodeURIComponent(JSON.stringify(filter))}${extra}`
      )
    expect(names(await where({ sale: true }))).toEqual(['pear', 'fig', 'date'])
    // prices: pear 0, apple 7, fig 4, kiwi 1, date 8, lime 5
    expect(
      names(await where({ price: { gte: 4, lt: 8 } }, '&sort=-price'))
    ).toEqual(['apple', 'lime', 'fig'])
    expect(names(await where({ name: { ne: 'pear' }, sale: true }))).toEqual([
      'fig',
      'date',
    ])
  })

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      '&limit=0',
      '&limit=5000',
      '&sort=na-me',
      '&where=notjson',
      `&where=${encodeURIComponent('{"price":{"like":"%"}}')}`,
      '&cursor=garbage',
      `&where=${encodeURIComponent('{"createdAt":{"gte":"yesterday"}}')}`,
    ]) {
      const res = await open.list('items', undefined, query)
      expect([query, res.statusCode]).toEqual([query, 400])
      expect(res.json().error.message).toEqual(expect.any(String))
    }
  })

  it('answers 413 when the project is over a quota, and frees room on delete', async () => {
    const big = 'x'.repeat(1500)
    const made = []
    let res = await open.create('items', { name: big })
    while (res.statusCode === 201) {
      made.push(res.json().record.id)
      res = await open.create('items', { name: big })
    }
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect(res.json().error.message).toMatch(/data has reached its limit/)
    expect((await open.remove('items', made[0])).statusCode).toBe(200)
    expect((await open.create('items', { name: big })).statusCode).toBe(201)
  })

  it('caps end users per project', async () => {
    await open.signUp('one@example.com')
    await open.signUp('two@example.com')
    const third = await open.call('POST', '/data/auth/v1/signup', {
      payload: {
        email: 'three@example.com',
        password: 'correct horse battery',
      },
    })
    expect(third.statusCode).toBe(413)
    expect(third.json().error.message).toBe(
      'This app has reached its limit of 2 accounts.'
    )
  })

  it('rate-limits writes per project with a Retry-After, other projects unaffected', async () => {
    const busy = previewClient(ctx, 'busy')
    await busy.register('hits')
    let last = await busy.create('hits', {})
    let count = 0
    while (last.statusCode === 201 && count < 80) {
      last = await busy.create('hits', {})
      count++
    }
    expect(last.statusCode).toBe(429)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect(last.json().error.message).toMatch(/too many changes/)
    // Reads have their own budget; another project has its own.
    expect((await busy.list('hits')).statusCode).toBe(200)
    expect((await open.list('items')).statusCode).toBe(200)
  }, 60_000)
})
