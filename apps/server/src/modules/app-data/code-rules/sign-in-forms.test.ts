import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { previewClient, seedAppVersion } from '../test/seed-app'
import { readCodeRules } from './code-rules'

const MAIN = {
  'index.html':
    '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
createRoot(document.getElementById('root')!).render(<App />)
`,
}
const NOTES = `collection('notes', [{ name: 'text', type: 'string' }])`

/** Apps that sign end users in without an `import { signIn } from '@kiln/data'` line. */
const FORMS: Record<string, Record<string, string>> = {
  reexport: {
    ...MAIN,
    'src/lib/auth.ts': `export { signIn, collection } from '@kiln/data'\n`,
    'src/App.tsx': `import { collection, signIn } from './lib/auth'
export const notes = ${NOTES}
export function App() { return <button onClick={() => signIn('a@b.c', 'pw')}>in</button> }
`,
  },
  destructured: {
    ...MAIN,
    'src/App.tsx': `import * as data from '@kiln/data'
const { collection, signIn } = data
export const notes = ${NOTES}
export function App() { return <button onClick={() => signIn('a@b.c', 'pw')}>in</button> }
`,
  },
  'export-star': {
    ...MAIN,
    'src/db.ts': `export * from '@kiln/data'\n`,
    'src/App.tsx': `import { collection, currentUser } from './db'
export const notes = ${NOTES}
export function App() { void currentUser(); return <p /> }
`,
  },
  dynamic: {
    ...MAIN,
    'src/App.tsx': `import { collection } from '@kiln/data'
export const notes = ${NOTES}
export function App() {
  return <button onClick={() => import('@kiln/data').then((d) => d.signUp('a@b.c', 'pw'))}>up</button>
}
`,
  },
}

/** One file names a collection directly, the rest come through a re-export. */
const MIXED_APP = {
  ...MAIN,
  'src/lib/db.ts': `export { collection, signIn } from '@kiln/data'\n`,
  'src/Tags.tsx': `import { collection } from '@kiln/data'
export const tags = collection('tags', [{ name: 'label', type: 'string' }])
`,
  'src/App.tsx': `import { collection, signIn } from './lib/db'
import { tags } from './Tags'
export const notes = ${NOTES}
export function App() { return <button onClick={() => signIn('a@b.c', 'pw')}>{String(tags)}</button> }
`,
}

const OPEN_APP = {
  ...MAIN,
  'src/lib/db.ts': `export { collection, useCollection } from '@kiln/data'\n`,
  'src/App.tsx': `import { collection, useCollection } from './lib/db'
export const notes = ${NOTES}
export function App() { const { records } = useCollection(notes); return <p>{records.length}</p> }
`,
}

describe('apps that sign in through re-exports, namespaces or dynamic imports', () => {
  let ctx: PreviewTestContext
  beforeAll(async () => {
    ctx = await buildTestPreview()
    for (const [name, files] of Object.entries(FORMS)) {
      await seedAppVersion(
        ctx.database,
        `form-${name}`,
        `form-${name}-1`,
        files
      )
    }
    await seedAppVersion(ctx.database, 'form-open', 'form-open-1', OPEN_APP)
    await seedAppVersion(ctx.database, 'form-mixed', 'form-mixed-1', MIXED_APP)
  })
  afterAll(() => ctx.close())

  it.each(Object.keys(FORMS))(
    'reads %s as an app with sign-in',
    async (name) => {
      expect((await readCodeRules(FORMS[name]!)).usesSignIn).toBe(true)
    }
  )

  it.each(Object.keys(FORMS))(
    'keeps the collections of the %s app from anonymous visitors',
    async (name) => {
      const app = previewClient(ctx, `form-${name}`)
      expect(
        (await app.register('notes', [{ name: 'text', type: 'string' }]))
          .statusCode
      ).toBe(200)
      const created = await app.create('notes', { text: 'anonymous' })
      expect(created.statusCode).toBe(401)
      expect(created.json().error.message).toBe('Sign in to add notes.')
      expect((await app.list('notes')).statusCode).toBe(401)
      // An end user still can, and sees only their own records.
      const token = await app.signUp(`${name}@example.com`)
      expect(
        (await app.create('notes', { text: 'mine' }, token)).statusCode
      ).toBe(201)
      expect((await app.list('notes', token)).json().records).toHaveLength(1)
    }
  )

  it('lets an app register the collections it names through a re-export, private', async () => {
    const app = previewClient(ctx, 'form-mixed')
    expect(
      (await app.register('notes', [{ name: 'text', type: 'string' }]))
        .statusCode
    ).toBe(200)
    expect((await app.create('notes', { text: 'anonymous' })).statusCode).toBe(
      401
    )
    const token = await app.signUp('mixed@example.com')
    expect(
      (await app.create('notes', { text: 'mine' }, token)).statusCode
    ).toBe(201)
  })

  it('keeps an app that never touches auth open, re-exports and all', async () => {
    expect((await readCodeRules(OPEN_APP)).usesSignIn).toBe(false)
    const app = previewClient(ctx, 'form-open')
    await app.register('notes', [{ name: 'text', type: 'string' }])
    expect((await app.create('notes', { text: 'hello' })).statusCode).toBe(201)
    expect((await app.list('notes')).json().records).toHaveLength(1)
  })
})
