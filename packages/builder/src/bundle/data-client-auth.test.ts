import { describe, expect, it } from 'vitest'
import { usesDataClientAuth } from './data-client-auth.ts'

const main = (app: string) => ({
  'index.html':
    '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
createRoot(document.getElementById('root')!).render(<App />)
`,
  'src/App.tsx': app,
})

const LIST = `export const notes = collection('notes', [{ name: 'text', type: 'string' }])`

describe('usesDataClientAuth', () => {
  it('keeps an app that never touches auth open', async () => {
    expect(
      await usesDataClientAuth(
        main(`import { collection, useCollection } from '@kiln/data'
import * as data from '@kiln/data'
${LIST}
export const tasks = data.collection('tasks', [])
export function App() { const { records } = useCollection(notes); return <p>{records.length}</p> }`)
      )
    ).toBe(false)
  })

  it('finds a named import the app calls', async () => {
    expect(
      await usesDataClientAuth(
        main(`import { collection, signIn } from '@kiln/data'
${LIST}
export function App() { return <button onClick={() => signIn('a@b.c', 'pw')}>in</button> }`)
      )
    ).toBe(true)
  })

  it('finds a re-export through an app file, imported elsewhere', async () => {
    expect(
      await usesDataClientAuth({
        ...main(`import { collection } from '@kiln/data'
import { login } from './lib/auth'
${LIST}
export function App() { return <button onClick={() => login('a@b.c', 'pw')}>in</button> }`),
        'src/lib/auth.ts': `export { signIn as login, collection } from '@kiln/data'\n`,
      })
    ).toBe(true)
  })

  it('finds `export *` re-exports and chains through index files', async () => {
    expect(
      await usesDataClientAuth({
        ...main(`import { collection, currentUser } from './lib'
${LIST}
export function App() { void currentUser(); return <p /> }`),
        'src/lib/index.ts': `export * from './data'\n`,
        'src/lib/data.ts': `export * from '@kiln/data'\n`,
      })
    ).toBe(true)
  })

  it('fails closed on a namespace object that escapes (destructuring)', async () => {
    expect(
      await usesDataClientAuth(
        main(`import * as data from '@kiln/data'
const { collection, ...rest } = data
${LIST}
export function App() { return <p>{Object.keys(rest).length}</p> }`)
      )
    ).toBe(true)
  })

  it('fails closed on a dynamic import or require of the client', async () => {
    expect(
      await usesDataClientAuth(
        main(
          `export function App() { void import('@kiln/data').then((d) => d.collection('x', [])); return <p /> }`
        )
      )
    ).toBe(true)
    expect(
      await usesDataClientAuth(
        main(`const d = require('@kiln/data')
export function App() { d.collection('x', []); return <p /> }`)
      )
    ).toBe(true)
  })

  it('counts a project copy of the client that calls the auth paths', async () => {
    expect(
      await usesDataClientAuth({
        ...main(`import { login } from './my-auth'
export function App() { return <button onClick={() => login()}>in</button> }`),
        'src/my-auth.ts': `export const login = () => fetch('/data/auth/v1/signin', { method: 'POST' })\n`,
      })
    ).toBe(true)
  })

  it('fails closed when the app does not build, and reads every file without an entry', async () => {
    expect(
      await usesDataClientAuth(
        main(
          `import { nope } from './missing'\nexport const App = () => nope\n`
        )
      )
    ).toBe(true)
    expect(
      await usesDataClientAuth({
        'src/App.tsx': `import { collection } from '@kiln/data'\n${LIST}\n`,
      })
    ).toBe(false)
    expect(
      await usesDataClientAuth({
        'src/App.tsx': `import { collection } from '@kiln/data'\n${LIST}\n`,
        'src/auth.ts': `export { signUp } from '@\\u006biln/data'\n`,
      })
    ).toBe(true)
  })
})
