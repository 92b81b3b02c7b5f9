import { describe, expect, it } from 'vitest'
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
      // a stylesheet from another site stays first, where CSS requires it
      expect(css.replace(/^\/\*![^]*?\*\/\s*/, '')).toMatch(
        /^@import\s*(url\()?["']https:\/\/fonts.googleapis.com/
      )
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
})
