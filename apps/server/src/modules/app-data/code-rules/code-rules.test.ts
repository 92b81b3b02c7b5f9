import { poolTaskCounts } from '@kiln/builder/pool'
import { describe, expect, it } from 'vitest'
import {
  OPEN_RULES,
  rulesInForce,
  SIGNED_IN_DEFAULTS,
} from '../rules/access-rules'
import { fieldsMatchCode, noCode, readCodeRules } from './code-rules'

const app = (source: string) => readCodeRules({ 'src/App.tsx': source })

describe('access rules read from an app version', () => {
  it('parses the app and bundles its module graph in a build worker, not on this thread', async () => {
    const before = poolTaskCounts()['code-rules']
    const code = await app(`
      import * as data from '@kiln/data'
      const { signIn } = data
      export const go = () => signIn('a@b.c', 'pw')
    `)
    expect(code.usesSignIn).toBe(true)
    expect(poolTaskCounts()['code-rules']).toBe(before + 1)
  })

  it('reads literal rules, consts, spreads and `as const`', async () => {
    const code = await app(`
      import { collection as col, signIn } from '@kiln/data'
      const shared = { list: 'anyone', read: 'anyone' } as const
      export const posts = col<Post>('posts', [], { rules: { ...shared, update: 'owner' } })
      const opts = { rules: shared }
      export const board = col('board', fields, opts)
      export const notes = col('notes', [])
    `)
    expect(code.usesSignIn).toBe(true)
    expect(code.declared.get('posts')).toEqual({
      list: 'anyone',
      read: 'anyone',
      update: 'owner',
    })
    expect(code.declared.get('board')).toEqual({
      list: 'anyone',
      read: 'anyone',
    })
    expect(code.declared.has('notes')).toBe(false)
  })

  it('ignores rules that are not literals or not known values', async () => {
    const code = await app(`
      import * as kiln from '@kiln/data'
      const t = kiln.collection('todos', [], { rules: { list: pick(), update: 'everyone', delete: 'signed-in' } })
      kiln.signUp('a', 'b')
    `)
    expect(code.usesSignIn).toBe(true)
    expect(code.declared.get('todos')).toEqual({ delete: 'signed-in' })
  })

  it('keeps the stricter rule of two declarations', async () => {
    const code = await readCodeRules({
      'src/a.ts': `import { collection } from '@kiln/data'; collection('x', [], { rules: { update: 'anyone' } })`,
      'src/b.ts': `import { collection } from '@kiln/data'; collection('x', [], { rules: { update: 'owner' } })`,
    })
    expect(code.declared.get('x')).toEqual({ update: 'owner' })
    expect(code.usesSignIn).toBe(false)
  })

  it('does not count other modules or plain strings', async () => {
    const code = await readCodeRules({
      'src/a.ts': `import { collection, signIn } from './my-db'; collection('x', [], { rules: { update: 'anyone' } }); signIn()`,
      'src/my-db.ts': `export const collection = (...args: unknown[]) => args; export const signIn = () => {}`,
      'README.md': `import { signIn } from '@kiln/data'`,
    })
    expect(code).toEqual(noCode())
  })
})

describe('collections called where the reading cannot follow', () => {
  const direct = `import { collection } from '@kiln/data'\nexport const a = collection('a', [{ name: 't', type: 'string' }])\n`
  it.each([
    ['a re-export', `export { collection } from '@kiln/data'`],
    ['export *', `export * from '@kiln/data'`],
    ['export * as', `export * as data from '@kiln/data'`],
    [
      'a destructured namespace',
      `import * as d from '@kiln/data'\nexport const { collection } = d`,
    ],
    [
      'the function passed on',
      `import { collection } from '@kiln/data'\nexport const make = collection`,
    ],
    ['a dynamic import', `export const load = () => import('@kiln/data')`],
  ])(
    'knows no complete list of names or fields after %s',
    async (_form, source) => {
      const code = await readCodeRules({
        'src/a.ts': direct,
        'src/b.ts': source,
      })
      expect(code.hidden).toBe(true)
      expect(code.named).toBeUndefined()
      expect(
        fieldsMatchCode([code], 'a', [{ name: 'other', type: 'number' }])
      ).toBe(true)
    }
  )

  it('follows direct calls, member calls and names that only look alike', async () => {
    const code = await readCodeRules({
      'src/a.ts': direct,
      'src/b.ts': `import * as d from '@kiln/data'
import { collection } from '@kiln/data'
export const b = d.collection('b', [])
const settings = { collection: 'x' }
export const c = settings.collection
export type C = typeof collection`,
    })
    expect(code.hidden).toBeUndefined()
    expect([...(code.named ?? [])].sort()).toEqual(['a', 'b'])
  })
})

describe('field lists read from an app version', () => {
  it('reads literal field lists, consts and `as const`, and calls built ones unknown', async () => {
    const code = await app(`
      import { collection } from '@kiln/data'
      const noteFields = [{ name: 'body', type: 'string', required: true }] as const
      const TITLE = 'title'
      export const todos = collection('todos', [{ name: TITLE, type: 'string', required: true }, { name: 'done', type: 'boolean', label: 'Done?' }])
      export const notes = collection('notes', noteFields)
      export const made = collection('made', ['a'].map((name) => ({ name, type: 'string' })))
      export const flagged = collection('flagged', [{ name: 'on', type: 'boolean', required: isOn() }])
    `)
    expect(code.fields.get('todos')).toEqual([
      [
        { name: 'title', type: 'string', required: true },
        { name: 'done', type: 'boolean' },
      ],
    ])
    expect(code.fields.get('notes')).toEqual([
      [{ name: 'body', type: 'string', required: true }],
    ])
    expect(code.fields.get('made')).toBe('unknown')
    expect(code.fields.get('flagged')).toBe('unknown')
  })

  it('accepts a registration only with a field list the code gives', async () => {
    const head = await app(`import { collection } from '@kiln/data'
      collection('todos', [{ name: 'title', type: 'string', required: true }, { name: 'done', type: 'boolean' }])`)
    const next = await app(`import { collection } from '@kiln/data'
      collection('todos', [{ name: 'title', type: 'string' }])`)
    const title = { name: 'title', type: 'string', required: true } as const
    const done = { name: 'done', type: 'boolean', required: false } as const
    expect(fieldsMatchCode([head], 'todos', [done, title])).toBe(true)
    expect(fieldsMatchCode([head], 'todos', [title])).toBe(false)
    expect(
      fieldsMatchCode([head], 'todos', [{ ...title, type: 'number' }, done])
    ).toBe(false)
    // the version calling may be newer than the head
    expect(
      fieldsMatchCode([head, next], 'todos', [
        { name: 'title', type: 'string' },
      ])
    ).toBe(true)
    // collections the code does not list, or lists at run time, take any
    expect(fieldsMatchCode([head], 'other', [title])).toBe(true)
    expect(fieldsMatchCode([noCode()], 'todos', [])).toBe(true)
  })
})

describe('the rules in force', () => {
  const code = (declared?: object) => ({
    usesSignIn: true,
    declared: new Map(declared ? [['posts', declared]] : []),
    fields: new Map(),
  })
  const studio = { ...OPEN_RULES, delete: 'owner' }

  it('keeps the studio edit until the code changes its rules', () => {
    const row = {
      studioRules: studio,
      studioRulesBase: { code: { list: 'anyone' } },
    }
    expect(rulesInForce(code({ list: 'anyone' }), 'posts', row)).toMatchObject({
      source: 'studio',
      rules: studio,
    })
    expect(rulesInForce(code({ list: 'owner' }), 'posts', row)).toMatchObject({
      source: 'code',
      rules: SIGNED_IN_DEFAULTS,
    })
  })

  it('defaults to private in apps with sign-in and open without', () => {
    expect(rulesInForce(code(), 'posts').rules).toEqual(SIGNED_IN_DEFAULTS)
    expect(rulesInForce(noCode(), 'posts').rules).toEqual(OPEN_RULES)
  })
})
