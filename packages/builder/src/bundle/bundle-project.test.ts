import { describe, expect, it } from 'vitest'
import { templateFiles } from '../template/template-files.ts'
import { bundleProject, type BundleResult } from './bundle-project.ts'
import { shadcnDashboard } from './test/shadcn-dashboard.ts'

const slow = { timeout: 120_000 }

const base = {
  'index.html': '<title>Test</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`,
  'src/index.css': '@import "tailwindcss";\n',
}

const asset = (result: BundleResult, pattern: RegExp) =>
  result.assets.find((a) => pattern.test(a.path))?.content ?? ''

describe('bundleProject', () => {
  it(
    'builds html, the app layer and a dependency layer with the used Tailwind classes',
    slow,
    async () => {
      const result = await bundleProject({
        ...base,
        'src/App.tsx': `import { Check } from 'lucide-react'
import clsx from 'clsx'
export function App() {
  return <div className={clsx('bg-fuchsia-700', 'px-[13px]')}><Check /></div>
}
`,
      })
      expect(result.errors).toEqual([])
      if (!result.ok) return
      const paths = result.assets.map((a) => a.path)
      expect(paths[0]).toBe('index.html')
      expect(paths[1]).toMatch(/^assets\/index-[0-9a-f]{10}\.js$/)
      expect(paths[2]).toMatch(/^assets\/index-[0-9a-f]{10}\.css$/)
      const css = result.assets[2]!.content
      expect(css).toContain('.bg-fuchsia-700')
      expect(css).toContain('13px')
      expect(css).not.toContain('.bg-lime-300')
      const html = result.assets[0]!.content
      expect(html).toContain(`src="./${paths[1]}"`)
      expect(html).toContain(`src="/__kiln/deps/${result.deps!.hash}/deps.js"`)
      expect(result.deps!.assets.map((a) => a.path)).toContain('deps.js')
      expect(result.lockfile!.dependencies).toMatchObject({
        clsx: expect.any(String),
        'lucide-react': expect.any(String),
        react: expect.any(String),
      })
      // the app layer holds no package code
      expect(result.assets[1]!.content.length).toBeLessThan(3000)
    }
  )

  it("reuses a project scope between builds and sees only each build's own files", async () => {
    const app = (text: string) => ({
      ...base,
      'src/Label.tsx': `export const Label = () => <b>${text}</b>\n`,
      'src/App.tsx': `import { Label } from './Label'\nexport function App() { return <Label /> }\n`,
    })
    const js = (result: BundleResult) => asset(result, /\.js$/)
    const first = await bundleProject(app('first'), { cacheScope: 'scope-a' })
    expect(js(first)).toContain('first')
    // two builds of one scope at once: each sees its own files
    const [second, third] = await Promise.all([
      bundleProject(app('second'), { cacheScope: 'scope-a' }),
      bundleProject(app('third'), { cacheScope: 'scope-a' }),
    ])
    expect(js(second)).toContain('second')
    expect(js(second)).not.toContain('third')
    expect(js(third)).toContain('third')
    const broken = await bundleProject(
      { ...app('x'), 'src/Label.tsx': 'export const = ' },
      { cacheScope: 'scope-a' }
    )
    expect(broken.errors[0]!.file).toBe('src/Label.tsx')
    const fixed = await bundleProject(app('fixed'), { cacheScope: 'scope-a' })
    expect(fixed.errors).toEqual([])
    expect(js(fixed)).toContain('fixed')
  })

  it('registers only the imported names of a large package, types and namespace members included', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx': `import { format, Locale } from 'date-fns'
import * as dates from 'date-fns'
const locale: Locale | undefined = undefined
export function App() {
  return <p>{format(new Date(0), 'yyyy', { locale })} {dates.isValid(new Date()) ? 'ok' : ''}</p>
}
`,
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const depsJs = result.deps!.assets.map((a) => a.content).join('\n')
    expect(depsJs).toMatch(/isValid/)
    expect(depsJs).not.toMatch(/differenceInBusinessDays/)
  })

  it('lets pass what Vite apps get away with: a missing image, Node-only modules, SVGs as components, a remote font stylesheet', async () => {
    const result = await bundleProject({
      ...base,
      'src/index.css':
        '@import url(\'https://fonts.googleapis.com/css2?family=Inter&display=swap\');\n@import "tailwindcss";\n',
      'src/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="logo"><circle cx="5" cy="5" r="4"/></svg>',
      'src/App.tsx': `import hero from '@/assets/hero.jpg'
import path from 'node:path'
import Logo from './logo.svg?react'
import { ReactComponent as Mark } from './logo.svg'
export function App() {
  return <div><img src={hero} alt="" /><Logo className="h-4" /><Mark />{typeof path}</div>
}
`,
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    expect(result.warnings).toEqual([
      "src/App.tsx: '@/assets/hero.jpg' is missing; a placeholder image is shown instead",
      'src/index.css: the stylesheet https://fonts.googleapis.com/css2?family=Inter&display=swap is left out (an app loads nothing from other sites), so its fonts fall back to the next ones listed',
    ])
    const js = asset(result, /\.js$/)
    expect(js).toContain('data:image/svg+xml')
    expect(js).toContain('strokeWidth')
    expect(js).toContain('circle cx')
  })

  it("expands Vite's import.meta.glob over the project's files", async () => {
    const result = await bundleProject(
      {
        ...base,
        'src/posts/hello.md': '# Hello from markdown',
        'src/posts/draft.md': '# Draft',
        'src/pages/Home.tsx': 'export default () => <p>home page</p>\n',
        'src/pages/About.tsx': 'export default () => <p>about page</p>\n',
        'src/App.tsx': `const posts = import.meta.glob('./posts/*.md', { query: '?raw', import: 'default', eager: true })
const pages = import.meta.glob(['@/pages/*.tsx', '!**/About.tsx'])
export function App() {
  return <pre>{JSON.stringify(Object.keys(posts))}{Object.values(posts).join()}{Object.keys(pages).join()}</pre>
}
`,
      },
      { minify: false }
    )
    expect(result.errors).toEqual([])
    const js = asset(result, /\.js$/)
    expect(js).toContain('# Hello from markdown')
    expect(js).toContain('"./posts/hello.md"')
    expect(js).toContain('"/src/pages/Home.tsx"')
    expect(js).toContain('home page')
    expect(js).not.toContain('/src/pages/About.tsx')
  })

  it('reports a syntax error with file, line and column', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx': 'export function App() {\n  return <div>\n}\n',
    })
    expect(result.ok).toBe(false)
    expect(result.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 3 })
    expect(result.errors[0]!.column).toBeGreaterThan(0)
  })

  it('names a package that is not available and why', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx':
        "import pad from 'kiln-no-such-package/sub'\nexport function App() { return <p>{String(pad)}</p> }\n",
    })
    expect(result.ok).toBe(false)
    expect(result.errors).toEqual([
      {
        file: 'src/App.tsx',
        line: 1,
        column: 12,
        message: expect.stringMatching(
          /^Package 'kiln-no-such-package' is not available: /
        ),
      },
    ])
  })

  it('reports a missing local file and a missing entry', async () => {
    const missing = await bundleProject({
      ...base,
      'src/App.tsx':
        "import { X } from './x'\nexport function App() { return <X /> }\n",
    })
    expect(missing.errors[0]!.message).toContain("Cannot find file './x'")
    // Linux file names are case-sensitive (a Vite build there fails too)
    const wrongCase = await bundleProject({
      ...base,
      'src/App.tsx':
        "import Header from './components/header'\nexport function App() { return <Header /> }\n",
      'src/components/Header.tsx': 'export default () => <h1>Hi</h1>\n',
    })
    expect(wrongCase.errors[0]!.message).toContain(
      "Cannot find file './components/header' (looked for src/components/header); file names are case-sensitive: the file is src/components/Header.tsx"
    )
    const noEntry = await bundleProject({ 'src/App.tsx': 'export {}' })
    expect(noEntry.errors[0]!.message).toContain('src/main.tsx')
  })

  it(
    'builds a shadcn dashboard: v3 config, @apply border-border, router, query, charts, form',
    slow,
    async () => {
      const result = await bundleProject(shadcnDashboard, {
        cacheScope: 'dash',
      })
      expect(result.errors).toEqual([])
      if (!result.ok) return
      const css = asset(result, /\.css$/)
      expect(css).toMatch(/border-color:\s*hsl\(var\(--border\)\)/)
      expect(css).toContain('.bg-primary')
      expect(css).toContain('.text-brand-500')
      expect(css).toContain('.animate-in')
      // a stylesheet from another site is left out: nothing loads from a CDN
      expect(css).not.toContain('fonts.googleapis.com')
      expect(Object.keys(result.lockfile!.dependencies)).toEqual(
        expect.arrayContaining([
          'react-router-dom',
          'recharts',
          '@hookform/resolvers',
          'date-fns',
        ])
      )
      const depsJs = result.deps!.assets.map((a) => a.content).join('\n')
      for (const spec of [
        '@hookform/resolvers/zod',
        'date-fns/locale',
        'react-router-dom',
        'recharts',
      ]) {
        expect(depsJs).toContain(JSON.stringify(spec))
      }
      const html = asset(result, /^index\.html$/)
      expect(html).toContain('<title>Sales Dashboard</title>')
      expect(html).toContain(
        '<meta name="description" content="Sales at a glance" />'
      )
      expect(html).toContain('href="/favicon.svg"')
      expect(html).not.toContain('tracker.js')
      expect(html).not.toContain('/src/main.tsx')
      expect(
        result.assets.find((a) => a.path === 'favicon.svg')?.content
      ).toContain('<svg')
    }
  )

  it('rebuilds only the app layer when a component changes', slow, async () => {
    const first = await bundleProject(shadcnDashboard, { cacheScope: 'dash' })
    const next = await bundleProject(
      {
        ...shadcnDashboard,
        'src/pages/NotFound.tsx':
          'export default function NotFound() { return <p className="text-red-600">Gone</p> }\n',
      },
      { cacheScope: 'dash' }
    )
    expect(first.ok && next.ok).toBe(true)
    if (!first.ok || !next.ok) return
    expect(next.deps).toBe(first.deps)
    expect(asset(next, /\.js$/)).not.toBe(asset(first, /\.js$/))
    expect(asset(next, /\.css$/)).toContain('.text-red-600')
  })

  it('follows Vite conventions: import.meta.env, JSON, ?raw, ?url, images, public/', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const result = await bundleProject(
      {
        ...base,
        'index.html':
          '<html lang="de"><head><title>Env</title></head><body class="antialiased"><div id="app"></div><script type="module" src="/src/main.tsx"></script></body></html>',
        'src/main.tsx': `import data from './data.json'
import notes from './notes.md?raw'
import logoUrl from './assets/logo.png'
import sheet from './report.pdf?url'
console.log(import.meta.env.VITE_GREETING, import.meta.env.VITE_API_URL, import.meta.env.MODE, import.meta.env.PROD, import.meta.env.BASE_URL, import.meta.env.SECRET, data.items[1], notes, logoUrl, sheet)
`,
        'src/data.json': '{"items":["alpha","beta-item"]}',
        'src/notes.md': '# Raw notes here',
        'src/assets/logo.png': png,
        'src/report.pdf': '%PDF-1.4 text',
        'public/robots.txt': 'User-agent: *',
        '.env':
          'VITE_API_URL=https://from-dotenv.example.com\nVITE_GREETING="hello from env" # comment\n',
        'public/images/hero.png': png,
      },
      { env: { VITE_API_URL: 'https://api.example.com', SECRET: 'no' } }
    )
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const js = asset(result, /^assets\/index-.*\.js$/)
    expect(js).toContain('https://api.example.com')
    expect(js).not.toContain('from-dotenv')
    expect(js).toContain('hello from env')
    expect(js).toContain('"production"')
    expect(js).not.toContain('"no"')
    expect(js).toContain('beta-item')
    expect(js).toContain('# Raw notes here')
    const logo = result.assets.find((a) =>
      /^assets\/logo-[0-9a-f]{10}\.png$/.test(a.path)
    )
    expect(logo).toMatchObject({ contentType: 'image/png', encoding: 'base64' })
    expect(js).toContain(logo!.path.slice(7))
    expect(
      result.assets.some((a) => /^assets\/report-.*\.pdf$/.test(a.path))
    ).toBe(true)
    expect(result.assets.find((a) => a.path === 'robots.txt')?.content).toBe(
      'User-agent: *'
    )
    expect(
      result.assets.find((a) => a.path === 'images/hero.png')?.encoding
    ).toBe('base64')
    const html = asset(result, /^index\.html$/)
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<body class="antialiased">')
    expect(html).toContain('<div id="app"></div>')
    expect(result.deps).toBeNull()
  })

  it('reads stylesheets as Vite does: a byte-order mark, @import next to the importing file or through an alias', async () => {
    const result = await bundleProject(
      {
        'index.html': '<title>Test</title>',
        'src/main.tsx': `import './styles/globals.css'
import { createRoot } from 'react-dom/client'
createRoot(document.body).render(<p className="p-4 fancy">Hi</p>)
`,
        'src/styles/globals.css':
          '\uFEFF@import \'./fonts.css\';\r\n@import url("@/styles/theme.css");\r\n@tailwind base;\r\n@tailwind utilities;\r\n',
        'src/styles/fonts.css': '.fancy { font-style: italic; }',
        'src/styles/theme.css': ':root { --brand: 12 80% 50%; }',
        'tailwind.config.js':
          "\uFEFFmodule.exports = { content: ['./src/**/*.tsx'], theme: { extend: {} } }\r\n",
      },
      { minify: false }
    )
    expect(result.errors).toEqual([])
    const css = asset(result, /^assets\/index-.*\.css$/)
    expect(css).toContain('font-style: italic')
    expect(css).toContain('--brand: 12 80% 50%')
    expect(css).toMatch(/\.p-4\s*{/)
  })

  it("points a stylesheet's url()s of project files at emitted assets, as Vite does", async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const result = await bundleProject(
      {
        ...base,
        'src/main.tsx': `import './index.css'
import './styles/cards.css'
import { createRoot } from 'react-dom/client'
createRoot(document.body).render(<p className="hero card">Hi</p>)
`,
        'src/index.css': `@import "tailwindcss";
@import './styles/fonts.css';
.hero { background-image: url("./assets/hero.png"); }
.logo { background: url('@/assets/hero.png') no-repeat; }
.sky { background: url(/images/sky.png), url(data:image/gif;base64,R0lGOD==); }
.gone { background: url(./assets/missing.png); }
`,
        'src/styles/cards.css':
          '.card { background: url(../assets/hero.png); }',
        'src/styles/fonts.css':
          '@font-face { font-family: Brand; src: url(../fonts/brand.woff2?v=2#x) format("woff2"); }',
        'src/assets/hero.png': png,
        'src/fonts/brand.woff2': 'data:font/woff2;base64,d09GMgABAAAAAA==',
        'public/images/sky.png': png,
      },
      { minify: false }
    )
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const hero = result.assets.find((a) =>
      /^assets\/hero-[0-9a-f]{10}\.png$/.test(a.path)
    )
    const font = result.assets.find((a) =>
      /^assets\/brand-[0-9a-f]{10}\.woff2$/.test(a.path)
    )
    expect(hero).toMatchObject({ contentType: 'image/png', encoding: 'base64' })
    expect(font).toMatchObject({ contentType: 'font/woff2' })
    // the built stylesheet sits in assets/, beside what it points at
    const css = asset(result, /^assets\/index-.*\.css$/)
    const heroUrl = `url("./${hero!.path.slice(7)}")`
    expect(css.split(heroUrl).length - 1).toBe(3)
    expect(css).toContain(`url("./${font!.path.slice(7)}?v=2#x")`)
    expect(css).toContain('url(/images/sky.png)')
    expect(css).toContain('url(data:image/gif;base64,R0lGOD==)')
    expect(css).toContain('url(./assets/missing.png)')
    expect(result.warnings).toContainEqual(
      expect.stringContaining('./assets/missing.png is not in the project')
    )
  })

  it("takes the project's own entry and index.html's stylesheet link over the template's files", async () => {
    const project = {
      ...templateFiles(),
      'index.html': `<!doctype html><html><head><title>Own</title>
<link rel="stylesheet" href="/src/site.css" /></head>
<body><div id="root"></div><script type="module" src="./src/main.jsx"></script></body></html>`,
      'src/main.jsx': `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(<p className="hello">Own entry</p>)
`,
      'src/site.css': '.hello { color: rgb(1, 2, 3); }',
    }
    const result = await bundleProject(project, { minify: false })
    expect(result.errors).toEqual([])
    expect(asset(result, /^assets\/index-.*\.js$/)).toContain('Own entry')
    expect(asset(result, /^assets\/index-.*\.css$/)).toContain(
      'color: rgb(1, 2, 3)'
    )
    expect(asset(result, /^index\.html$/)).not.toContain('src/site.css')
    // a tsconfig baseUrl makes folders under it importable by bare name
    const based = await bundleProject(
      {
        ...project,
        'src/main.jsx': `import { createRoot } from 'react-dom/client'
import Title from 'components/Title'
createRoot(document.getElementById('root')).render(<Title />)
`,
        'src/components/Title.jsx':
          'export default () => <h1>Own entry via baseUrl</h1>\n',
        'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./src" } }',
      },
      { minify: false }
    )
    expect(based.errors).toEqual([])
    expect(asset(based, /^assets\/index-.*\.js$/)).toContain(
      'Own entry via baseUrl'
    )
    // without a script in index.html, the project's main.jsx still wins
    const bare = await bundleProject(
      { ...project, 'index.html': '<title>Own</title>' },
      { minify: false }
    )
    expect(asset(bare, /^assets\/index-.*\.js$/)).toContain('Own entry')
  })

  it("offers the template's and app-facing packages without a store, not the server's own (jose)", async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx': `import { decodeJwt } from 'jose'
import { create } from 'zustand'
export const App = () => <p>{typeof decodeJwt}{typeof create}</p>
`,
    })
    expect(result.ok).toBe(false)
    expect(result.errors.map((e) => e.message)).toEqual([
      "Package 'jose' is not available: it is not installed on this server (offline package source)",
    ])
  })
})
