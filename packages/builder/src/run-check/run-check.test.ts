import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckSite } from '../build-types.ts'
import { bundleProject } from '../bundle/bundle-project.ts'
import type { FileMap } from '../files/file-map.ts'
import { appRoutes } from './app-routes.ts'
import { findChromium } from './find-chromium.ts'
import { createRunChecker, NO_BROWSER_REASON } from './run-checker.ts'

const ORIGIN = 'http://v-check.localhost:3001'
const chromium = findChromium(process.env.CHROMIUM_PATH)

const MAIN = `import { createRoot } from 'react-dom/client'
import { App } from './App'
createRoot(document.getElementById('root')!).render(<App />)
`

/** A project of src/main.tsx and the given App.tsx (and other files). */
const project = (app: string, more: FileMap = {}): FileMap => ({
  'index.html':
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'src/main.tsx': MAIN,
  'src/App.tsx': app,
  ...more,
})

async function site(files: FileMap): Promise<CheckSite> {
  const bundle = await bundleProject(files, { base: '/' })
  if (!bundle.ok) throw new Error(JSON.stringify(bundle.errors))
  return { files, assets: bundle.assets, deps: bundle.deps }
}

const ROUTED = (
  about: string
) => `import { BrowserRouter, Routes, Route, Link } from 'react-router-dom'
function Home() { return <main><h1>Home</h1><Link to="/about">About</Link></main> }
${about}
export function App() {
  return <BrowserRouter><Routes>
    <Route path="/" element={<Home />} />
    <Route path="/about" element={<About />} />
    <Route path="/items/:id" element={<Home />} />
  </Routes></BrowserRouter>
}
`

describe('app routes', () => {
  it('reads the root, static routes of react-router, then the paths its links lead to', () => {
    const files = project(ROUTED('function About() { return null }'), {
      'src/router.tsx': `import { createBrowserRouter } from 'react-router-dom'\nexport const r = createBrowserRouter([{ path: '/settings', element: null }, { path: '*', element: null }])`,
      'src/Nav.tsx': `import { Link, NavLink } from 'react-router-dom'\nexport const Nav = () => <nav><Link to="/about">About</Link><NavLink to='/pricing#plans'>Pricing</NavLink><Link to={'/items/' + 1}>x</Link></nav>`,
    })
    expect(appRoutes(files)).toEqual({
      paths: ['/', '/about', '/settings', '/pricing'],
      hash: false,
    })
  })
})

describe('run check without Chromium', () => {
  it('is skipped, with the reason, when CHROMIUM_PATH names no browser', async () => {
    const checker = createRunChecker({ chromiumPath: '/nonexistent/chromium' })
    expect(checker.available).toBe(false)
    const report = await checker.check(
      {
        files: project('export function App() { return null }'),
        assets: [],
        deps: null,
      },
      ORIGIN
    )
    expect(report).toMatchObject({
      status: 'skipped',
      reason: NO_BROWSER_REASON,
    })
    await checker.close()
  })
})

describe('run check with a browser that does not start', () => {
  it('is skipped, saying why, instead of failing the build', async () => {
    const checker = createRunChecker({ chromiumPath: '/bin/false' })
    const files = project('export function App() { return <p>Hi</p> }')
    const report = await checker.check(await site(files), ORIGIN)
    expect(report.status).toBe('skipped')
    expect(report.reason).toMatch(
      /^The check browser failed, so the app was not opened: /
    )
    await checker.close()
  })
})

describe.skipIf(!chromium)(
  'run check in headless Chromium',
  { timeout: 120_000 },
  () => {
    const checker = createRunChecker({
      chromiumPath: chromium ?? undefined,
      pageTimeMs: 4_000,
      totalTimeMs: 15_000,
    })
    afterAll(() => checker.close())

    it('passes a working app and takes a screenshot of its root', async () => {
      const report = await checker.check(
        await site(
          project(ROUTED('function About() { return <p>About us</p> }'))
        ),
        ORIGIN
      )
      expect(report.routes).toEqual([
        { path: '/', errors: [] },
        { path: '/about', errors: [] },
      ])
      expect(report.status).toBe('passed')
      expect(Buffer.from(report.screenshot!, 'base64').subarray(0, 2)).toEqual(
        Buffer.from([0xff, 0xd8])
      )
    })

    it('catches an app that throws on its first render', async () => {
      const report = await checker.check(
        await site(
          project(`export function App() {
  const url: string | undefined = undefined
  if (!url) throw new Error('supabaseUrl is required.')
  return <p>{url}</p>
}`)
        ),
        ORIGIN
      )
      expect(report.status).toBe('failed')
      expect(report.routes[0]!.errors.join('\n')).toContain(
        'supabaseUrl is required.'
      )
    })

    it('catches an empty root', async () => {
      const report = await checker.check(
        await site(
          project(
            'export function App() { return <div className="app"></div> }'
          )
        ),
        ORIGIN
      )
      expect(report.routes[0]!.errors).toContain(
        'The page shows nothing: #root is empty after the app loaded.'
      )
    })

    it('catches a declared route that shows a not-found page or misses its own file', async () => {
      const report = await checker.check(
        await site(
          project(
            ROUTED(`import { useEffect } from 'react'
function About() {
  useEffect(() => { fetch('/team.json') }, [])
  return <p>404 - Page not found</p>
}`)
          )
        ),
        ORIGIN
      )
      expect(report.routes[0]).toEqual({ path: '/', errors: [] })
      const about = report.routes[1]!
      expect(about.path).toBe('/about')
      expect(about.errors).toContain(
        'Request failed: GET /team.json answered 404'
      )
      expect(about.errors.join('\n')).toContain('shows a not-found page')
    })

    it('catches a link to a route the app does not declare', async () => {
      const report = await checker.check(
        await site(
          project(`import { BrowserRouter, Routes, Route, Link } from 'react-router-dom'
export function App() {
  return <BrowserRouter><Routes>
    <Route path="/" element={<Link to="/contact">Contact</Link>} />
    <Route path="/contacts" element={<p>Write to us</p>} />
    <Route path="*" element={<h1>404 - Page not found</h1>} />
  </Routes></BrowserRouter>
}`)
        ),
        ORIGIN
      )
      expect(report.routes.map((r) => r.path)).toEqual([
        '/',
        '/contacts',
        '/contact',
      ])
      expect(report.routes[2]!.errors).toEqual([
        'The route /contact shows a not-found page: "404 - Page not found"',
      ])
    })

    describe('a hostile app', () => {
      let server: Server
      let hits = 0
      let url = ''
      beforeAll(async () => {
        server = createServer((_req, res) => {
          hits++
          res.end('secret')
        })
        server.listen(0, '127.0.0.1')
        await once(server, 'listening')
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
      })
      afterAll(() => new Promise((resolve) => server.close(resolve)))

      it('reaches no other origin, loopback included', async () => {
        const report = await checker.check(
          await site(
            project(`import { useEffect, useState } from 'react'
export function App() {
  const [text, setText] = useState('waiting')
  useEffect(() => {
    fetch('${url}').then((r) => r.text()).then(setText, (e) => setText('blocked ' + e.message))
    const ws = new WebSocket('${url.replace('http', 'ws')}')
    ws.onerror = () => {}
    const img = new Image(); img.src = '${url}img.png'
    fetch('http://169.254.169.254/latest/meta-data/').catch(() => {})
  }, [])
  return <p>{text}</p>
}`)
          ),
          ORIGIN
        )
        expect(hits).toBe(0)
        expect(report.status).toBe('passed')
      })

      it('is stopped when it loops forever, and the browser serves the next check', async () => {
        const report = await checker.check(
          await site(project('export function App() { while (true) {} }')),
          ORIGIN
        )
        expect(report.status).toBe('failed')
        expect(report.routes[0]!.errors.join('\n')).toMatch(
          /did not (finish|answer)/
        )
        const next = await checker.check(
          await site(project('export function App() { return <p>Fine</p> }')),
          ORIGIN
        )
        expect(next.status).toBe('passed')
      })

      it('crashes alone when it allocates without bound', async () => {
        const report = await checker.check(
          await site(
            project(`const hoard: number[][] = []
export function App() {
  for (;;) hoard.push(new Array(1_000_000).fill(hoard.length))
}`)
          ),
          ORIGIN
        )
        expect(report.status).toBe('failed')
        const next = await checker.check(
          await site(project('export function App() { return <p>Fine</p> }')),
          ORIGIN
        )
        expect(next.status).toBe('passed')
      })
    })

    it('takes the checkApp tool steps by role and name', async () => {
      const files = project(`import { useState } from 'react'
export function App() {
  const [name, setName] = useState('')
  const [sent, setSent] = useState(false)
  const [boom, setBoom] = useState(false)
  if (boom) throw new Error('Boom on click')
  return <main>
    <label>Name <input value={name} onChange={(e) => setName(e.target.value)} /></label>
    <button onClick={() => setSent(true)}>Send</button>
    <button onClick={() => setBoom(true)}>Break</button>
    {sent && <p>Hello {name}</p>}
  </main>
}`)
      const built = await site(files)
      const ok = await checker.visit(built, ORIGIN, {
        path: '/',
        steps: [
          { type: { role: 'textbox', name: 'Name' }, text: 'Ada' },
          { click: { role: 'button', name: 'Send' } },
        ],
      })
      expect(ok.errors).toEqual([])
      expect(ok.text).toContain('Hello Ada')
      expect(ok.screenshot).toBeTruthy()
      const broken = await checker.visit(built, ORIGIN, {
        path: '/',
        steps: [{ click: { role: 'button', name: 'Break' } }],
      })
      expect(broken.errors.join('\n')).toContain('Boom on click')
    })
  }
)
